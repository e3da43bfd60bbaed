import { describe, expect, it } from 'vitest';
import { createIntl } from 'react-intl';
import en from '../../i18n/locales/en';
import fr from '../../i18n/locales/fr';
import { ApiError } from '../../lib/api-client';
import { errorText } from './error-text';

const english = createIntl({ locale: 'en', messages: en });
const french = createIntl({ locale: 'fr', messages: fr });

describe('errorText', () => {
  it('gives the wait for a throttled call, rounded up to whole minutes', () => {
    const throttled = new ApiError(429, { message: 'Too many attempts', code: 'too_many_requests' }, 61);
    expect(errorText(english, throttled)).toBe('Too many attempts. Try again in 2 minutes.');
    expect(errorText(english, new ApiError(429, { message: 'Too many attempts', code: 'too_many_requests' }, 30))).toBe(
      'Too many attempts. Try again in 1 minute.',
    );
    expect(errorText(english, new ApiError(429, undefined))).toBe('Too many attempts. Please wait and try again.');
  });

  it('translates generic codes, keeps specific server messages in English, and says them by their code in other languages', () => {
    const invalid = new ApiError(401, { message: 'Invalid email or password', code: 'invalid_credentials' });
    expect(errorText(english, invalid)).toBe('Invalid email or password');
    expect(errorText(french, invalid)).not.toBe('Invalid email or password');
    const conflict = new ApiError(409, { message: 'This email is already registered', code: 'conflict' });
    expect(errorText(english, conflict)).toBe('This email is already registered');
    expect(errorText(french, conflict)).toBe('Cela entre en conflit avec des données existantes.');
  });

  it('says something went wrong for anything that is not an API error', () => {
    expect(errorText(english, new Error('boom'))).toBe('Something went wrong. Please try again.');
  });
});

import { playingAreaName, SPORTS } from '@matchday/domain';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import en from '../i18n/locales/en';
import type { MessageId, Messages } from '../i18n/messages';
import fr from '../i18n/locales/fr';
import ro from '../i18n/locales/ro';
import zh from '../i18n/locales/zh';
import { areaKey } from './use-area-words';

const AREA_MESSAGES = [
  'locations.areas.count',
  'locations.areas.nameLabel',
  'locations.areas.add',
  'locations.areas.defaultName',
  'locations.areas.empty',
  'locations.areas.intro',
] as const;

describe('playing-area phrases', () => {
  it('use the sport word of spec §9 in English', () => {
    const intl = createIntl({ locale: 'en', messages: en });
    const say = (id: (typeof AREA_MESSAGES)[number], sport: string, values: Record<string, number> = {}) =>
      intl.formatMessage({ id }, { area: areaKey(playingAreaName(sport)), ...values });
    expect(say('locations.areas.count', 'soccer', { count: 3 })).toBe('3 Fields');
    expect(say('locations.areas.count', 'volleyball', { count: 4 })).toBe('4 Courts');
    expect(say('locations.areas.count', 'hockey', { count: 1 })).toBe('1 Rink');
    expect(say('locations.areas.nameLabel', 'soccer')).toBe('Field name');
    expect(say('locations.areas.add', 'soccer')).toBe('Add field');
    expect(say('locations.areas.defaultName', 'curling', { number: 2 })).toBe('Sheet 2');
  });

  it.each<[string, Messages]>([
    ['fr', fr],
    ['ro', ro],
    ['zh', zh],
  ])('have a wording for every sport in %s', (locale, messages) => {
    const errors: string[] = [];
    const intl = createIntl({ locale, messages, onError: (error) => errors.push(error.message) });
    for (const sport of SPORTS) {
      for (const id of AREA_MESSAGES) {
        const text = intl.formatMessage({ id }, { area: areaKey(playingAreaName(sport)), count: 5, number: 2 });
        expect(text, `${id} for ${sport}`).not.toMatch(/[{}]/);
      }
      expect(messages[`locations.areaPlural.${areaKey(playingAreaName(sport))}` as MessageId]).toBeTruthy();
    }
    const count = (sport: string) => intl.formatMessage({ id: 'locations.areas.count' }, { area: areaKey(playingAreaName(sport)), count: 3 });
    expect(count('soccer')).not.toBe(count('volleyball'));
    expect(errors).toEqual([]);
  });
});

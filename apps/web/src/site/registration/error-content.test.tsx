import { cleanup, render, screen } from '@testing-library/react';
import { useIntl } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { SiteApiError } from './api';
import { errorContent } from './error-content';
import { errorText } from './error-text';
import { withIntl } from './test-support';

afterEach(cleanup);

const refusal = (code: string) => new SiteApiError(409, { message: code, code } as ConstructorParameters<typeof SiteApiError>[1]);

function Refused({ code, plain = false }: { code: string; plain?: boolean }) {
  const intl = useIntl();
  return <p>{plain ? errorText(intl, refusal(code)) : errorContent(intl, refusal(code), 'club2')}</p>;
}

describe('a refusal that sends the visitor to My registrations', () => {
  it('links "My registrations" to their page', () => {
    render(withIntl(<Refused code="already_registered" />));
    expect(screen.getByRole('link', { name: 'My registrations' }).getAttribute('href')).toBe('/c/club2/me');
    expect(screen.getByText(/You’re already registered in this league: see/)).toBeTruthy();
    cleanup();
    render(withIntl(<Refused code="too_many_open_checkouts" />));
    expect(screen.getByRole('link', { name: 'My registrations' }).getAttribute('href')).toBe('/c/club2/me');
  });

  it('reads as plain words where there is no room for a link', () => {
    render(withIntl(<Refused code="already_registered" plain />));
    expect(screen.getByText('You’re already registered in this league: see My registrations.')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });
});

import type { RegistrationOptions } from '@matchday/domain';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { vi } from 'vitest';
import english from '../../i18n/locales/en/public-site';
import type { Messages } from '../../i18n/messages';
import { sessionKey } from './session';

export const SLUG = 'club2';
export const LEAGUE = '01JAAAAAAAAAAAAAAAAAAAAAL1';

export const withIntl = (children: ReactNode) => (
  <IntlProvider locale="en" messages={english as Messages}>
    {children}
  </IntlProvider>
);

/** A league's registration options: a captains_pay league taking teams and free agents, unless told otherwise. */
export function optionsOf(over: Partial<RegistrationOptions> = {}, league: Partial<RegistrationOptions['league']> = {}): RegistrationOptions {
  return {
    league: {
      id: LEAGUE,
      name: 'Sunday Soccer',
      season: 'Winter 2027',
      registration_type: 'teams_and_individuals',
      payment_mode: 'captains_pay',
      team_fee_cents: 45000,
      player_fee_cents: 0,
      roster_min: 7,
      roster_max: 12,
      closes_on: '2026-11-30',
      early_bird_until: null,
      early_bird_team_fee_cents: null,
      early_bird_player_fee_cents: null,
      deposit_cents: null,
      ...league,
    },
    today: '2026-11-01',
    add_ons: [],
    roles: ['captain', 'player', 'free_agent'],
    open: true,
    places_left: 3,
    waitlist: false,
    card_payments: true,
    questions: [],
    waiver: null,
    invite: null,
    offer: null,
    ...over,
  };
}

export const JERSEY: RegistrationOptions['add_ons'][number] = {
  id: '01JAAAAAAAAAAAAAAAAAAAAAP1',
  name: 'Team jersey',
  description: 'With your number on the back',
  price_cents: 2500,
  max_quantity: 12,
};
export const BANNER: RegistrationOptions['add_ons'][number] = {
  id: '01JAAAAAAAAAAAAAAAAAAAAAP2',
  name: 'Team banner',
  description: null,
  price_cents: 4000,
  max_quantity: 1,
};

/**
 * A captains_pay league's options with a price list: a $280.00 team fee at $240.00 early bird through 30 November
 * (the club's today is 1 November), a $100.00 deposit, a jersey (up to 12) and a banner (one).
 */
export const pricedOptionsOf = (over: Partial<RegistrationOptions> = {}, league: Partial<RegistrationOptions['league']> = {}) =>
  optionsOf(
    { add_ons: [JERSEY, BANNER], ...over },
    { team_fee_cents: 28000, early_bird_until: '2026-11-30', early_bird_team_fee_cents: 24000, deposit_cents: 10000, ...league },
  );

export const signIn = () =>
  localStorage.setItem(sessionKey(SLUG), JSON.stringify({ token: 'player-token', email: 'ann@example.com', expires_at: '2999-01-01T00:00:00.000Z' }));

type Reply =
  { status: number; body?: unknown } | ((url: string, init: RequestInit) => { status: number; body?: unknown } | Promise<{ status: number; body?: unknown }>);

/** A fetch that answers by the first route whose `METHOD path-end` matches, and records every call. */
export function fakeApi(routes: Record<string, Reply>) {
  const fetchMock = vi.fn(async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const entry = Object.entries(routes).find(([route]) => {
      const [routeMethod, end] = route.split(' ');
      return routeMethod === method && url.split('?')[0]!.endsWith(end!);
    });
    const reply = entry
      ? typeof entry[1] === 'function'
        ? await entry[1](url, init)
        : entry[1]
      : { status: 404, body: { message: 'Not found', code: 'not_found' } };
    const text = reply.body === undefined ? '' : JSON.stringify(reply.body);
    return { ok: reply.status < 400, status: reply.status, text: async () => text } as Response;
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

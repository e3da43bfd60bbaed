import { describe, expect, it } from 'vitest';
import { LEAGUE_STATUSES } from '../league-status.js';
import { isPublicLeagueStatus, isRegistrationOpen, registrationState, type RegistrationWindow } from './window.js';

const window = (status: RegistrationWindow['status'] = 'registration_open'): RegistrationWindow => ({
  status,
  opens_on: '2026-10-01',
  closes_on: '2026-12-15',
});

describe('the registration window', () => {
  it('is open from its first to its last day, both included, while the league is in registration_open', () => {
    expect(['2026-09-30', '2026-10-01', '2026-12-15', '2026-12-16'].map((today) => registrationState(window(), today))).toEqual([
      'upcoming',
      'open',
      'open',
      'closed',
    ]);
    expect(isRegistrationOpen(window(), '2026-11-01')).toBe(true);
    expect(isRegistrationOpen(window(), '2026-09-30')).toBe(false);
  });

  it('is closed in every other status, whatever the date', () => {
    for (const status of LEAGUE_STATUSES.filter((candidate) => candidate !== 'registration_open')) {
      expect(registrationState(window(status), '2026-11-01')).toBe('closed');
      expect(registrationState(window(status), '2026-09-01')).toBe('closed');
    }
  });
});

describe('the statuses a visitor may see', () => {
  it('are every status but a draft and an archived league', () => {
    expect(LEAGUE_STATUSES.filter(isPublicLeagueStatus)).toEqual(['registration_open', 'registration_closed', 'in_season', 'completed']);
  });
});

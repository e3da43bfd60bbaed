import { describe, expect, it } from 'vitest';
import { checkLeagueTransition, LEAGUE_STATUSES, LEAGUE_TRANSITIONS, type LeagueStatus } from './league-status.js';

const facts = { today: '2026-05-01', registration_closes_on: '2026-06-01', teams_count: 0, registrations_count: 0 };

describe('league lifecycle', () => {
  it('walks the whole lifecycle forward', () => {
    const path: LeagueStatus[] = ['draft', 'registration_open', 'registration_closed', 'in_season', 'completed', 'archived'];
    for (let step = 1; step < path.length; step += 1) {
      expect(checkLeagueTransition(path[step - 1]!, path[step]!, { ...facts, teams_count: 4 })).toBeNull();
    }
  });

  it('refuses skipping ahead and staying put', () => {
    expect(checkLeagueTransition('draft', 'in_season', facts)).toBe('not_allowed');
    expect(checkLeagueTransition('registration_open', 'completed', facts)).toBe('not_allowed');
    expect(checkLeagueTransition('in_season', 'in_season', facts)).toBe('same_status');
  });

  it('allows going back to draft only before anyone registered', () => {
    expect(checkLeagueTransition('registration_open', 'draft', facts)).toBeNull();
    expect(checkLeagueTransition('registration_open', 'draft', { ...facts, teams_count: 1 })).toBe('has_registrations');
    expect(checkLeagueTransition('registration_open', 'draft', { ...facts, registrations_count: 1 })).toBe('has_registrations');
  });

  it('opens registration only while the close date is today or later (club timezone)', () => {
    expect(checkLeagueTransition('draft', 'registration_open', { ...facts, registration_closes_on: '2026-05-01' })).toBeNull();
    expect(checkLeagueTransition('draft', 'registration_open', { ...facts, registration_closes_on: '2026-04-30' })).toBe('registration_window_over');
    expect(checkLeagueTransition('registration_closed', 'registration_open', { ...facts, registration_closes_on: '2026-04-30' })).toBe(
      'registration_window_over',
    );
  });

  it('starts a season with two teams at least', () => {
    expect(checkLeagueTransition('registration_closed', 'in_season', { ...facts, teams_count: 1 })).toBe('too_few_teams');
    expect(checkLeagueTransition('registration_closed', 'in_season', { ...facts, teams_count: 2 })).toBeNull();
  });

  it('lets an archived league come back only as a draft', () => {
    expect(LEAGUE_TRANSITIONS.archived).toEqual(['draft']);
    for (const status of LEAGUE_STATUSES) {
      if (status !== 'draft') expect(checkLeagueTransition('archived', status, facts)).not.toBeNull();
    }
  });
});

import { describe, expect, it } from 'vitest';
import { PublicAddOnSchema, PublicLeagueSchema, type PublicLeague } from './site-public.js';

const league: PublicLeague = {
  id: '01JAAAAAAAAAAAAAAAAAAAAAA1',
  name: 'Sunday Soccer',
  sport: 'soccer',
  season: 'Winter 2027',
  season_start: '2027-01-10',
  season_end: '2027-03-28',
  description: null,
  status: 'registration_open',
  locations: ['Riverside Park'],
  registration_type: 'teams_only',
  payment_mode: 'captains_pay',
  team_fee_cents: 28_000,
  player_fee_cents: 0,
  registration: { state: 'open', opens_on: '2026-10-01', closes_on: '2026-12-15', places_left: 3 },
  early_bird: { until: '2026-11-30', team_fee_cents: 24_000, player_fee_cents: null },
  deposit_cents: 10_000,
  add_ons: [{ id: '01JAAAAAAAAAAAAAAAAAAAAAP1', name: 'Team jersey', description: null, price_cents: 2_500 }],
  calendar_url: null,
};

describe('PublicLeagueSchema', () => {
  it('carries the early bird while it applies, the deposit and the add-ons on sale, or none of them', () => {
    expect(PublicLeagueSchema.strict().parse(league)).toEqual(league);
    expect(PublicLeagueSchema.strict().safeParse({ ...league, early_bird: null, deposit_cents: null, add_ons: [] }).success).toBe(true);
  });

  it('has no room for what only the club’s admins see of an add-on', () => {
    const admin = { ...league.add_ons[0]!, sold: 3, active: false, max_quantity: 12 };
    expect(PublicAddOnSchema.strict().safeParse(admin).success).toBe(false);
    expect(Object.keys(PublicAddOnSchema.parse(admin)).sort()).toEqual(['description', 'id', 'name', 'price_cents']);
    expect(PublicLeagueSchema.strict().safeParse({ ...league, early_bird_until: '2026-11-30' }).success).toBe(false);
  });

  it('names only the statuses a visitor may see', () => {
    expect(PublicLeagueSchema.safeParse({ ...league, status: 'completed' }).success).toBe(true);
    expect(PublicLeagueSchema.safeParse({ ...league, status: 'draft' }).success).toBe(false);
  });
});

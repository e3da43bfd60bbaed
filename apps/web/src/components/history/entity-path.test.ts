import { describe, expect, it } from 'vitest';
import { entityPath } from './entity-path';

const ID = '01JAAAAAAAAAAAAAAAAAAAAAAA';
const LEAGUE = '01JBBBBBBBBBBBBBBBBBBBBBBB';

describe('entityPath', () => {
  it('opens the page of the record', () => {
    expect(entityPath('club2', { action: 'update', entity_type: 'location', entity_id: ID, league_id: null })).toBe(`/club/club2/locations/${ID}`);
    expect(entityPath('club2', { action: 'create', entity_type: 'team', entity_id: ID, league_id: LEAGUE })).toBe(`/club/club2/leagues/${LEAGUE}/teams/${ID}`);
    expect(entityPath('club2', { action: 'update', entity_type: 'registration', entity_id: ID, league_id: LEAGUE })).toBe(`/club/club2/leagues/${LEAGUE}`);
    expect(entityPath('club2', { action: 'update', entity_type: 'question', entity_id: ID, league_id: null })).toBe('/club/club2/cms/questions');
    expect(entityPath('club2', { action: 'update', entity_type: 'game', entity_id: ID, league_id: LEAGUE })).toBe(`/club/club2/leagues/${LEAGUE}?tab=schedule`);
  });

  it('opens the Connect page for the Stripe account, and a payment’s league on its Payments tab', () => {
    expect(entityPath('club3', { action: 'update', entity_type: 'stripe_account', entity_id: ID, league_id: null })).toBe('/club/club3/connect-integration');
    expect(entityPath('club2', { action: 'create', entity_type: 'payment', entity_id: ID, league_id: LEAGUE })).toBe(
      `/club/club2/leagues/${LEAGUE}?tab=payments`,
    );
  });

  it('has no page for a deleted record', () => {
    expect(entityPath('club2', { action: 'delete', entity_type: 'player', entity_id: ID, league_id: null })).toBeNull();
  });
});

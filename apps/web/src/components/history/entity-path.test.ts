import { describe, expect, it } from 'vitest';
import { entityPage } from './entity-path';

const ID = '01JAAAAAAAAAAAAAAAAAAAAAAA';
const LEAGUE = '01JBBBBBBBBBBBBBBBBBBBBBBB';

describe('entityPage', () => {
  it('opens the page of the record', () => {
    expect(entityPage({ action: 'update', entity_type: 'location', entity_id: ID, league_id: null })).toBe(`locations/${ID}`);
    expect(entityPage({ action: 'create', entity_type: 'team', entity_id: ID, league_id: LEAGUE })).toBe(`leagues/${LEAGUE}/teams/${ID}`);
    expect(entityPage({ action: 'update', entity_type: 'registration', entity_id: ID, league_id: LEAGUE })).toBe(`leagues/${LEAGUE}`);
    expect(entityPage({ action: 'update', entity_type: 'question', entity_id: ID, league_id: null })).toBe('cms/questions');
  });

  it('has no page for a deleted record', () => {
    expect(entityPage({ action: 'delete', entity_type: 'player', entity_id: ID, league_id: null })).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { BREADCRUMB_ENTITY_LABELS, breadcrumbTrail, isBreadcrumbId } from './breadcrumbs.js';

const BASE = '/club/club2';
const ID = '01JD3QF8Z6W3N5V2Y7K8M9P0RS';
const OTHER_ID = '01JD3QF8Z6W3N5V2Y7K8M9P0RT';

describe('breadcrumbTrail (spec §2)', () => {
  it('gives every plain segment a crumb linking to its full path', () => {
    expect(breadcrumbTrail(BASE, ['cms', 'questions'])).toEqual([
      { kind: 'segment', segment: 'cms', path: '/club/club2/cms' },
      { kind: 'segment', segment: 'questions', path: '/club/club2/cms/questions' },
    ]);
  });

  it('has no crumbs for the club root', () => {
    expect(breadcrumbTrail(BASE, [])).toEqual([]);
  });

  it.each([
    ['leagues', 'league', 'League'],
    ['teams', 'team', 'Team'],
    ['players', 'player', 'Player'],
    ['free-agents', 'free_agent', 'Free Agent'],
  ] as const)('ends with the entity label when the path ends with an id after %s', (segment, entity, label) => {
    expect(breadcrumbTrail(BASE, [segment, ID])).toEqual([
      { kind: 'segment', segment, path: `/club/club2/${segment}` },
      { kind: 'entity', entity, path: `/club/club2/${segment}/${ID}` },
    ]);
    expect(BREADCRUMB_ENTITY_LABELS[entity]).toBe(label);
  });

  it('hides ids in the middle of the path but keeps them in the links', () => {
    expect(breadcrumbTrail(BASE, ['leagues', ID, 'teams', OTHER_ID, 'players'])).toEqual([
      { kind: 'segment', segment: 'leagues', path: '/club/club2/leagues' },
      { kind: 'segment', segment: 'teams', path: `/club/club2/leagues/${ID}/teams` },
      { kind: 'segment', segment: 'players', path: `/club/club2/leagues/${ID}/teams/${OTHER_ID}/players` },
    ]);
  });

  it('labels only the last id when several follow each other', () => {
    expect(breadcrumbTrail(BASE, ['leagues', ID, 'teams', OTHER_ID])).toEqual([
      { kind: 'segment', segment: 'leagues', path: '/club/club2/leagues' },
      { kind: 'segment', segment: 'teams', path: `/club/club2/leagues/${ID}/teams` },
      { kind: 'entity', entity: 'team', path: `/club/club2/leagues/${ID}/teams/${OTHER_ID}` },
    ]);
  });

  it('hides a trailing id after a segment that names no entity', () => {
    expect(breadcrumbTrail(BASE, ['locations', ID])).toEqual([{ kind: 'segment', segment: 'locations', path: '/club/club2/locations' }]);
    expect(breadcrumbTrail(BASE, [ID])).toEqual([]);
  });

  it('treats 25- and 27-character segments as ordinary segments', () => {
    const short = ID.slice(0, 25);
    const long = `${ID}X`;
    expect(breadcrumbTrail(BASE, ['teams', short])).toEqual([
      { kind: 'segment', segment: 'teams', path: '/club/club2/teams' },
      { kind: 'segment', segment: short, path: `/club/club2/teams/${short}` },
    ]);
    expect(breadcrumbTrail(BASE, ['teams', long])[1]).toEqual({ kind: 'segment', segment: long, path: `/club/club2/teams/${long}` });
  });
});

describe('isBreadcrumbId', () => {
  it('is true for exactly 26 characters', () => {
    expect(isBreadcrumbId(ID)).toBe(true);
    expect(isBreadcrumbId(ID.slice(1))).toBe(false);
    expect(isBreadcrumbId(`${ID}0`)).toBe(false);
  });
});

import type { Location } from '@matchday/domain';
import { describe, expect, it } from 'vitest';
import { CLUB_SPORT, LocationFormSchema, locationErrorFields, locationFormValues, locationRequest, newLocationValues } from './location-form';
import { englishMessage, messageOfIssue, type IssueLike } from '@matchday/domain';

// The English text of an issue (the schemas write message ids).
const englishOf = (issue: IssueLike) => englishMessage(messageOfIssue(issue));

const AREA_1 = '01JAAAAAAAAAAAAAAAAAAAAAA1';
const AREA_2 = '01JAAAAAAAAAAAAAAAAAAAAAA2';

const location: Location = {
  row_version: 1,
  id: '01JAAAAAAAAAAAAAAAAAAAAAAA',
  name: 'Riverside Park',
  address: null,
  timezone: 'America/New_York',
  notes: 'Gate code 1234',
  sport: null,
  playing_area: 'Field',
  archived: false,
  playing_areas: [
    { id: AREA_2, name: 'Field 2', position: 1, archived: true, games_count: 0 },
    { id: AREA_1, name: 'Field 1', position: 0, archived: false, games_count: 4 },
  ],
  leagues_count: 1,
  games_count: 4,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
};

describe('location form', () => {
  it('starts a new location empty, in the club timezone and sport', () => {
    expect(newLocationValues('America/Chicago')).toEqual({
      name: '',
      address: '',
      timezone: 'America/Chicago',
      notes: '',
      sport: CLUB_SPORT,
      playing_areas: [],
    });
  });

  it('sends the club default as a null sport and a chosen one as it is', () => {
    expect(locationFormValues(location).sport).toBe(CLUB_SPORT);
    expect(locationRequest(locationFormValues(location)).sport).toBeNull();
    const gym = locationFormValues({ ...location, sport: 'basketball', playing_area: 'Court' });
    expect(gym.sport).toBe('basketball');
    expect(locationRequest(gym).sport).toBe('basketball');
  });

  it('fills in a saved location with its areas in position order and blanks for missing text', () => {
    const values = locationFormValues(location);
    expect(values.address).toBe('');
    expect(values.playing_areas.map((area) => area.name)).toEqual(['Field 1', 'Field 2']);
    expect(values.playing_areas[0]).toEqual({ key: AREA_1, id: AREA_1, name: 'Field 1', archived: false, games_count: 4 });
  });

  it('sends the API shape: blanks as null, areas in list order, ids only for existing areas', () => {
    const values = locationFormValues(location);
    const [first, second] = values.playing_areas;
    if (!first || !second) throw new Error('two areas expected');
    const parsed = locationRequest({
      ...values,
      name: '  Riverside Park  ',
      playing_areas: [second, { key: 'new-1', name: 'Field 3', archived: false, games_count: 0 }, first],
    });
    expect(parsed).toEqual({
      name: 'Riverside Park',
      address: null,
      timezone: 'America/New_York',
      notes: 'Gate code 1234',
      sport: null,
      playing_areas: [
        { id: AREA_2, name: 'Field 2', archived: true },
        { name: 'Field 3', archived: false },
        { id: AREA_1, name: 'Field 1', archived: false },
      ],
    });
  });

  it('reports the API rules on the form fields: blank names, duplicate area names, unknown timezone', () => {
    const result = LocationFormSchema.safeParse({
      ...newLocationValues('Mars/Olympus'),
      playing_areas: [
        { key: 'a', name: 'Court 1', archived: false, games_count: 0 },
        { key: 'b', name: ' court 1 ', archived: false, games_count: 0 },
        { key: 'c', name: '  ', archived: false, games_count: 0 },
      ],
    });
    const issues = result.error?.issues.map((issue) => [issue.path.join('.'), englishOf(issue)]);
    expect(issues).toEqual(
      expect.arrayContaining([
        ['name', 'Required'],
        ['timezone', 'Unknown timezone'],
        ['playing_areas.2.name', 'Required'],
      ]),
    );
  });

  it('names duplicate areas on the later row', () => {
    const result = LocationFormSchema.safeParse({
      ...newLocationValues('America/New_York'),
      name: 'Hall',
      playing_areas: [
        { key: 'a', name: 'Court 1', archived: false, games_count: 0 },
        { key: 'b', name: ' court 1 ', archived: false, games_count: 0 },
      ],
    });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), englishOf(issue)])).toEqual([['playing_areas.1.name', 'Names must be different']]);
  });

  it('lists every area row among the fields server errors may name', () => {
    expect(locationErrorFields(2)).toEqual([
      'name',
      'address',
      'timezone',
      'notes',
      'sport',
      'playing_areas',
      'playing_areas.0.name',
      'playing_areas.0.id',
      'playing_areas.1.name',
      'playing_areas.1.id',
    ]);
  });
});

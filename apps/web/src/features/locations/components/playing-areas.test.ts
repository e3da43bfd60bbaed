import { describe, expect, it } from 'vitest';
import { activeAreaCount, areaDrafts, nextAreaName, withNewArea } from './playing-areas';

const courtName = (number: number) => `Court ${number}`;

describe('playing area helpers', () => {
  it('suggests the sport word with the next number', () => {
    expect(nextAreaName([], courtName)).toBe('Court 1');
    expect(nextAreaName(['Court 1', 'Court 2'], courtName)).toBe('Court 3');
  });

  it('skips a suggested name that is already taken, whatever its case', () => {
    expect(nextAreaName(['Main', 'court 3'], courtName)).toBe('Court 4');
    expect(nextAreaName(['Court 2'], courtName)).toBe('Court 3');
  });

  it('adds a new active area at the end, without an id', () => {
    const areas = withNewArea(
      areaDrafts([{ id: '01JAAAAAAAAAAAAAAAAAAAAAA1', name: 'Court 1', position: 0, archived: false, games_count: 2 }]),
      'new-1',
      'Court 2',
    );
    expect(areas).toEqual([
      { key: '01JAAAAAAAAAAAAAAAAAAAAAA1', id: '01JAAAAAAAAAAAAAAAAAAAAAA1', name: 'Court 1', archived: false, games_count: 2 },
      { key: 'new-1', name: 'Court 2', archived: false, games_count: 0 },
    ]);
  });

  it('counts the areas still offered for games', () => {
    expect(activeAreaCount([{ archived: false }, { archived: true }, { archived: false }])).toBe(2);
  });
});

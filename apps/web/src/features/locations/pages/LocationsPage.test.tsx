import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import type { Location } from '@matchday/domain';
import { installFakeApi, route } from '../../../testing/fake-api';
import { club, fakeId, page } from '../../../testing/fixtures';
import { renderInClub } from '../../../testing/render-in-club';
import LocationsPage from './LocationsPage';

const soccerClub = { ...club, default_sport: 'soccer' };

function location(n: number, name: string, areas: string[], sport: Pick<Location, 'sport' | 'playing_area'>): Location {
  return {
    row_version: 1,
    id: fakeId(n),
    name,
    address: null,
    timezone: 'America/New_York',
    notes: null,
    ...sport,
    archived: false,
    playing_areas: areas.map((area, position) => ({ id: fakeId(n * 10 + position), name: area, position, archived: false, games_count: 0 })),
    leagues_count: 0,
    games_count: 0,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
  };
}

const park = location(51, 'Riverside Park', ['Field 1', 'Field 2', 'Field 3'], { sport: null, playing_area: 'Field' });
const gym = location(52, 'Northside Sports Center', ['Court 1', 'Court 2', 'Court 3', 'Court 4'], { sport: 'basketball', playing_area: 'Court' });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('LocationsPage', { timeout: 20_000 }, () => {
  it('counts each location’s areas in its own sport’s word: a soccer club’s gym has 4 Courts, its park 3 Fields', async () => {
    installFakeApi([route('GET', '/club2/show', { body: soccerClub }), route('GET', '/club2/locations', { body: page([gym, park]) })]);
    renderInClub(<LocationsPage />);
    const gymRow = (await screen.findByText('Northside Sports Center')).closest('tr')!;
    expect(within(gymRow).getByText('4 Courts')).toBeTruthy();
    const parkRow = screen.getByText('Riverside Park').closest('tr')!;
    expect(within(parkRow).getByText('3 Fields')).toBeTruthy();
    // The column names both words at once.
    expect(screen.getByRole('columnheader', { name: 'Playing areas' })).toBeTruthy();
  });

  it('names the column by the word the listed locations share', async () => {
    installFakeApi([route('GET', '/club2/show', { body: soccerClub }), route('GET', '/club2/locations', { body: page([park]) })]);
    renderInClub(<LocationsPage />);
    await screen.findByText('Riverside Park');
    expect(screen.getByRole('columnheader', { name: 'Fields' })).toBeTruthy();
  });
});

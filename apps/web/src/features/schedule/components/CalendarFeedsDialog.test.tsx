import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import type { CalendarFeed } from '@matchday/domain';
import { installFakeApi, route } from '../../../testing/fake-api';
import { club, fakeId, LEAGUE_ID } from '../../../testing/fixtures';
import { renderInClub } from '../../../testing/render-in-club';
import { CalendarFeedsDialog } from './CalendarFeedsDialog';

const feeds: CalendarFeed[] = [
  { team: null, url: 'https://example.com/ical/league.ics', created_at: '2026-10-01T12:00:00.000Z' },
  { team: { id: fakeId(71), name: 'Ash' }, url: 'https://example.com/ical/ash.ics', created_at: '2026-10-01T12:00:00.000Z' },
  { team: { id: fakeId(72), name: 'Birch' }, url: null, created_at: null },
  { team: { id: fakeId(73), name: 'Cedar' }, url: null, created_at: null },
];

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('CalendarFeedsDialog', () => {
  it("names each row's button by the text it shows, then whose link it is (WCAG 2.5.3, axe label-content-name-mismatch)", async () => {
    installFakeApi([route('GET', '/club2/show', { body: club }), route('GET', `/club2/leagues/${LEAGUE_ID}/calendar-feeds`, { body: { feeds } })]);
    renderInClub(<CalendarFeedsDialog slug="club2" leagueId={LEAGUE_ID} leagueName="Tuesday Volleyball" onClose={() => undefined} />);
    const shown = async (name: string, text: string) => expect((await screen.findByRole('button', { name })).textContent).toBe(text);
    await shown('New link: Tuesday Volleyball', 'New link');
    await shown('New link: Ash', 'New link');
    await shown('Create link: Birch', 'Create link');
    await shown('Create link: Cedar', 'Create link');
  });
});

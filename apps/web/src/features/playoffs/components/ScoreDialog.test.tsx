import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { installFakeApi, route } from '../../teams/testing/fake-api';
import { club, fakeId, LEAGUE_ID } from '../../teams/testing/fixtures';
import { renderInClub } from '../../teams/testing/render-in-club';
import { ScoreDialog } from './ScoreDialog';

const GAME_ID = fakeId(51);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ScoreDialog', { timeout: 20_000 }, () => {
  it('refuses a drawn playoff match, then saves the games of a won one', async () => {
    const calls = installFakeApi([route('GET', '/club2/show', { body: club }), route('PUT', `/club2/leagues/${LEAGUE_ID}/scores`, { body: { games: [] } })]);
    renderInClub(<ScoreDialog slug="club2" leagueId={LEAGUE_ID} gamesPerMatch={3} match={{ gameId: GAME_ID, home: 'Ash', away: 'Birch', scores: [] }} onClose={() => undefined} />);
    const points = (team: string, game: number) => screen.getByRole('textbox', { name: `${team}, game ${game}` });
    fireEvent.change(await screen.findByRole('textbox', { name: 'Ash, game 1' }), { target: { value: '25' } });
    fireEvent.change(points('Birch', 1), { target: { value: '20' } });
    fireEvent.change(points('Ash', 2), { target: { value: '18' } });
    fireEvent.change(points('Birch', 2), { target: { value: '25' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save result' }));
    expect(await screen.findByText(/A playoff game needs a winner/)).toBeTruthy();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
    fireEvent.change(points('Ash', 3), { target: { value: '15' } });
    fireEvent.change(points('Birch', 3), { target: { value: '9' } });
    expect(screen.getByText('Ash win the match 2–1')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save result' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(calls.find((call) => call.method === 'PUT')!.body).toEqual({
      results: [{ game_id: GAME_ID, scores: [{ home_points: 25, away_points: 20 }, { home_points: 18, away_points: 25 }, { home_points: 15, away_points: 9 }] }],
    });
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { installFakeApi, route } from '../../../testing/fake-api';
import { club, fakeId, LEAGUE_ID } from '../../../testing/fixtures';
import { renderInClub } from '../../../testing/render-in-club';
import { ScoreDialog } from './ScoreDialog';

const GAME_ID = fakeId(51);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ScoreDialog', { timeout: 20_000 }, () => {
  it('keeps Save disabled while the match is tied, saying why beside it, then saves the games of a won one', async () => {
    const calls = installFakeApi([route('GET', '/club2/show', { body: club }), route('PUT', `/club2/leagues/${LEAGUE_ID}/scores`, { body: { games: [] } })]);
    renderInClub(
      <ScoreDialog
        slug="club2"
        leagueId={LEAGUE_ID}
        gamesPerMatch={3}
        match={{ gameId: GAME_ID, home: 'Ash', away: 'Birch', scores: [] }}
        onClose={() => undefined}
      />,
    );
    const points = (team: string, game: number) => screen.getByRole('textbox', { name: `${team}, game ${game}` });
    const save = () => screen.getByRole('button', { name: 'Save result' }) as HTMLButtonElement;
    fireEvent.change(await screen.findByRole('textbox', { name: 'Ash, game 1' }), { target: { value: '25' } });
    fireEvent.change(points('Birch', 1), { target: { value: '20' } });
    fireEvent.change(points('Ash', 2), { target: { value: '18' } });
    fireEvent.change(points('Birch', 2), { target: { value: '25' } });
    expect(save().disabled).toBe(true);
    const reason = screen.getByText('Tied: a playoff match needs a winner, so a draw cannot be saved.');
    // Next to the button, and the button's description.
    expect(reason.closest('.MuiDialogActions-root')).toBe(save().closest('.MuiDialogActions-root'));
    expect(save().getAttribute('aria-describedby')).toBe(reason.id);
    fireEvent.click(save());
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
    fireEvent.change(points('Ash', 3), { target: { value: '15' } });
    fireEvent.change(points('Birch', 3), { target: { value: '9' } });
    expect(screen.queryByText(/a draw cannot be saved/)).toBeNull();
    expect(save().disabled).toBe(false);
    fireEvent.click(save());
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(calls.find((call) => call.method === 'PUT')!.body).toEqual({
      results: [
        {
          game_id: GAME_ID,
          scores: [
            { home_points: 25, away_points: 20 },
            { home_points: 18, away_points: 25 },
            { home_points: 15, away_points: 9 },
          ],
        },
      ],
    });
  });

  it('says why Save waits before any score is entered', async () => {
    installFakeApi([route('GET', '/club2/show', { body: club })]);
    renderInClub(
      <ScoreDialog
        slug="club2"
        leagueId={LEAGUE_ID}
        gamesPerMatch={1}
        match={{ gameId: GAME_ID, home: 'Ash', away: 'Birch', scores: [] }}
        onClose={() => undefined}
      />,
    );
    expect(((await screen.findByRole('button', { name: 'Save result' })) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Enter the scores of the games played to save the result.')).toBeTruthy();
  });

  it('shows the match score as an isolated left-to-right run, so a right-to-left layout keeps it in order', async () => {
    installFakeApi([route('GET', '/club2/show', { body: club })]);
    renderInClub(
      <ScoreDialog
        slug="club2"
        leagueId={LEAGUE_ID}
        gamesPerMatch={3}
        match={{
          gameId: GAME_ID,
          home: 'Ash',
          away: 'Birch',
          scores: [
            { home_points: 25, away_points: 19 },
            { home_points: 25, away_points: 16 },
          ],
        }}
        onClose={() => undefined}
      />,
    );
    const score = await screen.findByText('2–0');
    expect(score.tagName).toBe('BDI');
    expect(score.getAttribute('dir')).toBe('ltr');
    expect(score.parentElement!.textContent).toBe('Ash win the match 2–0');
  });
});

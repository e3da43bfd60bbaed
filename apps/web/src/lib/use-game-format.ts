import { formatDay, zoneNameAt, type BracketSource, type Game } from '@matchday/domain';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { formatClock } from './date-time-format';

/** Where a game (or a bracket's scheduled game) stands on the calendar: its day and wall-clock time at its location. */
type Scheduled = Pick<Game, 'date' | 'time' | 'starts_at' | 'timezone'>;

/** How games read everywhere: sides (team or where it comes from), the score, and when in the game's own timezone. */
export function useGameFormat() {
  const intl = useIntl();
  return useMemo(() => {
    const sourceLabel = (source: BracketSource) =>
      source.kind === 'seed'
        ? intl.formatMessage({ id: 'playoffs.source.seed' }, { seed: source.seed })
        : intl.formatMessage({ id: source.kind === 'winner' ? 'playoffs.source.winner' : 'playoffs.source.loser' }, { game: source.game });
    return {
      /** A playoff side before its team is known: "Seed 4", "Winner of game 3", "Loser of game 5". */
      sourceLabel,
      teamLabel(game: Game, side: 'home' | 'away'): string {
        const team = side === 'home' ? game.home_team : game.away_team;
        const source = side === 'home' ? game.home_source : game.away_source;
        return team?.name ?? (source ? sourceLabel(source) : intl.formatMessage({ id: 'schedule.toBeDecided' }));
      },
      /** "3–1" for a one-game match; "2–1 (25–21, 21–25, 15–10)" for several; null without a result. */
      scoreLabel(game: Game): string | null {
        if (game.scores.length === 0) return null;
        const games = game.scores.map((score) => `${score.home_points}–${score.away_points}`);
        return game.scores.length === 1 ? games[0]! : `${game.home_points ?? 0}–${game.away_points ?? 0} (${games.join(', ')})`;
      },
      /** The time on the location's wall clock, with the zone's name that day (EDT, then EST after the change). */
      time(game: Scheduled): string {
        return `${formatClock(intl, game.time)} ${zoneNameAt(game.starts_at, game.timezone)}`;
      },
      when(game: Scheduled): string {
        return `${formatDay(game.date)} ${formatClock(intl, game.time)} ${zoneNameAt(game.starts_at, game.timezone)}`;
      },
    };
  }, [intl]);
}

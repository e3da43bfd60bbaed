import { shownScore, timezoneAbbreviation, type PublicGame } from '@matchday/domain';
import { useIntl } from 'react-intl';
import { useSportLabel } from '../lib/club/use-sport-label';

/** How the public site writes money, days and game times: dollars, and each game in its location's timezone. */
export function useSiteFormat() {
  const intl = useIntl();
  const sportLabel = useSportLabel();
  return {
    money: (cents: number) => intl.formatNumber(cents / 100, { style: 'currency', currency: 'USD' }),
    /** A calendar day (YYYY-MM-DD), the same wherever the visitor is. */
    day: (date: string, options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' }) =>
      intl.formatDate(new Date(`${date}T12:00:00Z`), { ...options, timeZone: 'UTC' }),
    /** A game's start in its location's timezone, with the zone's abbreviation (by the calendar: EST or EDT). */
    gameTime: (game: Pick<PublicGame, 'starts_at' | 'timezone'>) =>
      `${intl.formatTime(new Date(game.starts_at), { timeZone: game.timezone, hour: 'numeric', minute: '2-digit' })} ${timezoneAbbreviation(game.timezone, new Date(game.starts_at))}`,
    sport: sportLabel,
    /**
     * A played game's score (the domain's shownScore): "9 – 7" for a one-game match, "2 – 1" for a match of several
     * games with each game's points ("25–21, 21–25, 15–10"); null before a result.
     */
    score: (game: Pick<PublicGame, 'scores'>) => {
      const score = shownScore(game.scores);
      if (!score) return null;
      const games = score.games.map((one) => `${one.home_points}–${one.away_points}`);
      return {
        home: score.home,
        away: score.away,
        text: intl.formatMessage({ id: 'site.game.score' }, { home: score.home, away: score.away }),
        games: games.length > 0 ? intl.formatList(games, { type: 'unit', style: 'short' }) : null,
      };
    },
  };
}

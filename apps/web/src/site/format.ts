import { timezoneAbbreviation, type PublicGame } from '@matchday/domain';
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
  };
}

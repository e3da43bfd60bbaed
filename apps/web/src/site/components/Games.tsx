import type { BracketSource, PublicGame } from '@matchday/domain';
import { useIntl } from 'react-intl';
import { sitePath } from '../data';
import { useSiteFormat } from '../format';
import { SiteLink } from './SiteLink';

/** A side of a game: its team (a link to the team's page), or what will decide it in a bracket. */
export function Side({ team, source, slug }: { team: PublicGame['home_team']; source: BracketSource | null; slug: string }) {
  const intl = useIntl();
  if (team) return <SiteLink to={sitePath(slug, { kind: 'team', id: team.id })}>{team.name}</SiteLink>;
  if (source?.kind === 'seed') return <span className="muted">{intl.formatMessage({ id: 'site.game.seed' }, { seed: source.seed })}</span>;
  if (source?.kind === 'winner') return <span className="muted">{intl.formatMessage({ id: 'site.game.winnerOf' }, { game: source.game })}</span>;
  if (source?.kind === 'loser') return <span className="muted">{intl.formatMessage({ id: 'site.game.loserOf' }, { game: source.game })}</span>;
  return <span className="muted">{intl.formatMessage({ id: 'site.game.tbd' })}</span>;
}

function GameRow({ game, slug, showLeague }: { game: PublicGame; slug: string; showLeague: boolean }) {
  const intl = useIntl();
  const format = useSiteFormat();
  const score = format.score(game);
  return (
    <li className="game">
      <span className="game-time">{format.gameTime(game)}</span>
      <span className="game-teams">
        <span className={game.winner === 'home' ? 'winner' : undefined}>
          <Side team={game.home_team} source={game.home_source} slug={slug} />
        </span>
        <span className="game-score">
          {score ? score.text : intl.formatMessage({ id: 'site.game.vs' })}
          {score?.games ? <span className="game-sets">({score.games})</span> : null}
        </span>
        <span className={game.winner === 'away' ? 'winner' : undefined}>
          <Side team={game.away_team} source={game.away_source} slug={slug} />
        </span>
      </span>
      <span className="game-place muted">
        {intl.formatMessage({ id: 'site.game.at' }, { location: game.location_name, court: game.court_name })}
        {showLeague ? ` · ${game.league_name}` : null}
      </span>
    </li>
  );
}

/** Games by day (in their location's timezone), each day a list. */
export function GameDays({ games, slug, showLeague, empty }: { games: readonly PublicGame[]; slug: string; showLeague: boolean; empty: string }) {
  const format = useSiteFormat();
  if (games.length === 0) return <p className="muted">{empty}</p>;
  const days = new Map<string, PublicGame[]>();
  for (const game of games) days.set(game.date, [...(days.get(game.date) ?? []), game]);
  return (
    <div className="game-days">
      {[...days].map(([date, dayGames]) => (
        // Not a landmark: the same day may head both this week's games and the latest results.
        <div key={date} className="game-day">
          <h3 className="small-heading">{format.day(date, { weekday: 'long', month: 'long', day: 'numeric' })}</h3>
          <ul className="games">
            {dayGames.map((game) => (
              <GameRow key={game.id} game={game} slug={slug} showLeague={showLeague} />
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}

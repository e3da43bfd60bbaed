import type { PublicBracket } from '@matchday/domain';
import { useIntl } from 'react-intl';
import { useSiteFormat } from '../format';
import { Side } from './Games';

const SIDES = ['winners', 'losers', 'final'] as const;

/** One game of the bracket: its number and time, each side with its score, and each game's points of a match of several. */
function BracketGameItem({ game, slug }: { game: PublicBracket['games'][number]; slug: string }) {
  const intl = useIntl();
  const format = useSiteFormat();
  const score = game.game ? format.score(game.game) : null;
  return (
    <li className="bracket-game">
      <span className="muted">
        {intl.formatMessage({ id: 'site.bracket.game' }, { number: game.number })}
        {game.if_necessary ? ` · ${intl.formatMessage({ id: 'site.bracket.ifNecessary' })}` : null}
        {game.game ? ` · ${format.day(game.game.date, { month: 'short', day: 'numeric' })} ${format.gameTime(game.game)}` : null}
      </span>
      {(['home', 'away'] as const).map((place) => {
        const team = place === 'home' ? game.home_team : game.away_team;
        return (
          <span key={place} className={team && team.id === game.winner_team_id ? 'bracket-team winner' : 'bracket-team'}>
            <Side team={team} source={game[place]} slug={slug} />
            <span className="num">{score?.[place] ?? ''}</span>
          </span>
        );
      })}
      {score?.games ? <span className="muted">{score.games}</span> : null}
    </li>
  );
}

type Level = 3 | 4 | 5;

/**
 * A playoff bracket, round by round (a column each on a wide screen, stacked on a phone), and its champion. `level`
 * is the level of its first headings (the sides of a double elimination, else the rounds), under the page's own.
 */
export function BracketBlock({ bracket, slug, level }: { bracket: PublicBracket; slug: string; level: 3 | 4 }) {
  const SideHeading = `h${level}` as const;
  const RoundHeading = `h${(bracket.type === 'double-elimination' ? level + 1 : level) as Level}` as const;
  const intl = useIntl();
  return (
    <div className="bracket">
      {bracket.champion ? <p className="champion">{intl.formatMessage({ id: 'site.bracket.champion' }, { team: bracket.champion.name })}</p> : null}
      {SIDES.map((side) => {
        const games = bracket.games.filter((game) => game.side === side);
        if (games.length === 0) return null;
        const rounds = [...new Set(games.map((game) => game.round))].sort((a, b) => a - b);
        return (
          <section key={side} className="bracket-side">
            {bracket.type === 'double-elimination' ? (
              <SideHeading className="small-heading">{intl.formatMessage({ id: `site.bracket.${side}` })}</SideHeading>
            ) : null}
            <div className="rounds">
              {rounds.map((round) => (
                <div key={round} className="round">
                  <RoundHeading className="round-title">
                    {intl.formatMessage({ id: side === 'final' ? 'site.bracket.final' : 'site.bracket.round' }, { round })}
                  </RoundHeading>
                  <ol className="bracket-games">
                    {games
                      .filter((game) => game.round === round)
                      .map((game) => (
                        <BracketGameItem key={game.number} game={game} slug={slug} />
                      ))}
                  </ol>
                </div>
              ))}
            </div>
          </section>
        );
      })}
    </div>
  );
}

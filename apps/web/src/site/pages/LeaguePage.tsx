import type { PublicLeaguePage, SiteDocument } from '@matchday/domain';
import { useIntl } from 'react-intl';
import { BracketBlock } from '../components/Bracket';
import { GameDays } from '../components/Games';
import { HowToRegister, PaymentInfo, RegistrationChip } from '../components/Registration';
import { SiteLink } from '../components/SiteLink';
import { StandingsBlock } from '../components/Standings';
import { sitePath } from '../data';
import { useSiteFormat } from '../format';

/** A league's page: what it is and what it costs, how to register, its schedule, standings, bracket and calendar. */
export function LeaguePage({ page, contact }: { page: PublicLeaguePage; contact: SiteDocument['contact'] }) {
  const intl = useIntl();
  const format = useSiteFormat();
  const { league, club } = page;
  return (
    <div className="page">
      <p className="crumb">
        <SiteLink to={sitePath(club.slug)}>{intl.formatMessage({ id: 'site.back' }, { club: club.name })}</SiteLink>
      </p>
      <div className="league-head">
        <h1>{league.name}</h1>
        <RegistrationChip league={league} />
      </div>
      <p className="muted">
        {format.sport(league.sport)} · {league.season} ·{' '}
        {intl.formatMessage({ id: 'site.league.dates' }, { from: format.day(league.season_start), to: format.day(league.season_end) })}
        {league.locations.length > 0 ? ` · ${league.locations.join(', ')}` : null}
      </p>
      {league.description ? <p className="lead">{league.description}</p> : null}
      <div className="card register-card">
        <PaymentInfo league={league} level={2} />
        <HowToRegister league={league} slug={club.slug} contact={contact} />
        {league.calendar_url ? (
          <p>
            <a href={league.calendar_url.replace(/^https?:/, 'webcal:')}>{intl.formatMessage({ id: 'site.calendar.subscribe' }, { league: league.name })}</a>
          </p>
        ) : null}
      </div>
      {page.standings.rows.length > 0 && page.games.some((game) => game.scores.length > 0) ? (
        <section className="section" aria-labelledby="standings-title">
          <h2 id="standings-title">{intl.formatMessage({ id: 'site.section.standings' })}</h2>
          <StandingsBlock standings={page.standings} slug={club.slug} caption={league.name} />
        </section>
      ) : null}
      {page.bracket ? (
        <section className="section" aria-labelledby="bracket-title">
          <h2 id="bracket-title">{intl.formatMessage({ id: 'site.section.brackets' })}</h2>
          <BracketBlock bracket={page.bracket} slug={club.slug} level={3} />
        </section>
      ) : null}
      <section className="section" aria-labelledby="schedule-title">
        <h2 id="schedule-title">{intl.formatMessage({ id: 'site.league.schedule' })}</h2>
        <GameDays games={page.games} slug={club.slug} showLeague={false} empty={intl.formatMessage({ id: 'site.league.noGames' })} />
      </section>
      {page.teams.length > 0 ? (
        <section className="section" aria-labelledby="teams-title">
          <h2 id="teams-title">{intl.formatMessage({ id: 'site.league.teams' })}</h2>
          <ul className="team-list">
            {page.teams.map((team) => (
              <li key={team.id}>
                <SiteLink to={sitePath(club.slug, { kind: 'team', id: team.id })}>{team.name}</SiteLink>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

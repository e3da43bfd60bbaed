import type { PublicTeamPage } from '@matchday/domain';
import { useIntl } from 'react-intl';
import { GameDays } from '../components/Games';
import { SiteLink } from '../components/SiteLink';
import { sitePath } from '../data';

/** A team's page: its league and its games, played and to come. */
export function TeamPage({ page }: { page: PublicTeamPage }) {
  const intl = useIntl();
  const { club, league, team } = page;
  return (
    <div className="page">
      <p className="crumb">
        <SiteLink to={sitePath(club.slug, { kind: 'league', id: league.id })}>{intl.formatMessage({ id: 'site.back' }, { club: league.name })}</SiteLink>
      </p>
      <h1>{team.name}</h1>
      <p className="muted">{intl.formatMessage({ id: 'site.team.league' }, { league: league.name })}</p>
      <section className="section" aria-labelledby="team-schedule-title">
        <h2 id="team-schedule-title">{intl.formatMessage({ id: 'site.team.schedule' })}</h2>
        <GameDays games={page.games} slug={club.slug} showLeague={false} empty={intl.formatMessage({ id: 'site.league.noGames' })} />
      </section>
    </div>
  );
}

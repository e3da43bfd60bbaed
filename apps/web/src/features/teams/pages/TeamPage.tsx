import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import EditOutlined from '@mui/icons-material/EditOutlined';
import type { League, Team } from '@matchday/domain';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useParams } from 'react-router';
import { Page } from '../../../components/Page';
import { useCurrentClub } from '../../../lib/club/use-current-club';
import { HistoryCard } from '../../../components/history/HistoryCard';
import { fullName } from '../../../lib/player-name';
import { QueryBoundary } from '../../../components/QueryBoundary';
import { combineQueries } from '../../../components/combine-queries';
import { recordPaths } from '../../../lib/record-paths';
import { useLeague } from '../../../lib/api/use-league';
import { useTeam } from '../api/use-team';
import { isLeagueEditable } from '../components/capacity';
import { DeleteTeamButton } from '../components/DeleteTeamButton';
import { EditTeamDialog } from '../components/EditTeamDialog';
import { TeamPaymentsCard } from '../components/TeamPaymentsCard';
import { TeamRosterCard } from '../components/TeamRosterCard';
import { GRID_SPACING } from '@matchday/domain';

/** A team of a league: its captain and roster, its money, renaming, deleting, and its History. */
export default function TeamPage() {
  const intl = useIntl();
  const { slug, club } = useCurrentClub();
  const { leagueId = '', teamId = '' } = useParams();
  const league = useLeague(slug, leagueId);
  const team = useTeam(slug, leagueId, teamId);

  return (
    <Page
      title={team.data?.name ?? intl.formatMessage({ id: 'layout.breadcrumb_team' })}
      description={league.data && team.data ? <TeamDescription slug={slug} league={league.data} team={team.data} /> : undefined}
      actions={league.data && team.data ? <TeamActions slug={slug} league={league.data} team={team.data} /> : undefined}
    >
      <QueryBoundary
        query={combineQueries({ team, league })}
        loading={
          <Stack spacing={GRID_SPACING}>
            <Skeleton variant="rounded" height={320} />
            <Skeleton variant="rounded" height={160} />
          </Stack>
        }
      >
        {(loaded) => (
          <Stack spacing={GRID_SPACING}>
            <TeamRosterCard slug={slug} league={loaded.league} team={loaded.team} />
            <TeamPaymentsCard slug={slug} timezone={club?.timezone ?? 'UTC'} league={loaded.league} team={loaded.team} />
            <HistoryCard entityType="team" entityId={loaded.team.id} />
          </Stack>
        )}
      </QueryBoundary>
    </Page>
  );
}

function TeamDescription({ slug, league, team }: { slug: string; league: League; team: Team }) {
  const captain = team.captain ? fullName(team.captain) : null;
  return (
    <>
      <FormattedMessage
        id="teams.page.inLeague"
        values={{
          league: (
            <Link key="league" component={RouterLink} to={recordPaths.league(slug, league.id, 'teams')}>
              {league.name}
            </Link>
          ),
          season: league.season,
        }}
      />
      {' · '}
      {captain ? <FormattedMessage id="teams.page.captain" values={{ name: captain }} /> : <FormattedMessage id="teams.page.noCaptain" />}
    </>
  );
}

function TeamActions({ slug, league, team }: { slug: string; league: League; team: Team }) {
  const [editing, setEditing] = useState(false);
  const editable = isLeagueEditable(league);
  return (
    <>
      <EditTeamDialog slug={slug} league={league} team={team} open={editing} onClose={() => setEditing(false)} />
      <Button variant="outlined" startIcon={<EditOutlined />} disabled={!editable} onClick={() => setEditing(true)}>
        <FormattedMessage id="teams.edit.button" />
      </Button>
      <DeleteTeamButton slug={slug} league={league} team={team} disabled={!editable} />
    </>
  );
}

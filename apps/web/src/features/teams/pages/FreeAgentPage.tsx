import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import GroupAddOutlined from '@mui/icons-material/GroupAddOutlined';
import PersonRemoveOutlined from '@mui/icons-material/PersonRemoveOutlined';
import type { League, RegistrationWithTeam } from '@matchday/domain';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { Page } from '../../../components/Page';
import { useCurrentClub } from '../../../lib/club/use-current-club';
import { HistoryCard } from '../../../components/history/HistoryCard';
import { fullName } from '../../../lib/player-name';
import { QueryBoundary } from '../../../components/QueryBoundary';
import { combineQueries } from '../../../components/combine-queries';
import { recordPaths } from '../../../lib/record-paths';
import { useLeague } from '../../../lib/api/use-league';
import { useRegistration } from '../api/use-registrations';
import { isLeagueEditable } from '../components/capacity';
import { FreeAgentAnswers } from '../components/FreeAgentAnswers';
import { FreeAgentDetails } from '../components/FreeAgentDetails';
import { PlaceOnTeamDialog } from '../components/PlaceOnTeamDialog';
import { RemoveRegistrationDialog } from '../components/RemoveRegistrationDialog';
import { GRID_SPACING } from '@matchday/domain';

/** A free agent of a league: their details, answers and payment status, placing them on a team, and History. */
export default function FreeAgentPage() {
  const intl = useIntl();
  const { slug, club } = useCurrentClub();
  const { leagueId = '', registrationId = '' } = useParams();
  const league = useLeague(slug, leagueId);
  const registration = useRegistration(slug, leagueId, registrationId);
  const both = combineQueries({ registration, league });
  const ready = both.data;

  return (
    <Page
      title={registration.data ? fullName(registration.data.player) : intl.formatMessage({ id: 'layout.breadcrumb_free_agent' })}
      description={
        ready ? (
          <FormattedMessage
            id="teams.freeAgentPage.inLeague"
            values={{
              league: (
                <Link key="league" component={RouterLink} to={recordPaths.league(slug, ready.league.id, 'free-agents')}>
                  {ready.league.name}
                </Link>
              ),
            }}
          />
        ) : undefined
      }
      actions={ready ? <FreeAgentActions slug={slug} league={ready.league} registration={ready.registration} /> : undefined}
    >
      <QueryBoundary
        query={both}
        loading={
          <Stack spacing={GRID_SPACING}>
            <Skeleton variant="rounded" height={240} />
            <Skeleton variant="rounded" height={160} />
          </Stack>
        }
      >
        {(loaded) => (
          <Stack spacing={GRID_SPACING}>
            {loaded.registration.team ? (
              <Alert severity="info" variant="outlined">
                <FormattedMessage
                  id="teams.freeAgentPage.placed"
                  values={{
                    team: (
                      <Link key="team" component={RouterLink} to={recordPaths.team(slug, loaded.league.id, loaded.registration.team.id)} fontWeight={600}>
                        {loaded.registration.team.name}
                      </Link>
                    ),
                  }}
                />
              </Alert>
            ) : null}
            <Grid container spacing={GRID_SPACING}>
              <Grid size={{ xs: 12, md: 5 }}>
                <FreeAgentDetails slug={slug} timezone={club?.timezone ?? 'UTC'} registration={loaded.registration} />
              </Grid>
              <Grid size={{ xs: 12, md: 7 }}>
                <FreeAgentAnswers slug={slug} league={loaded.league} registration={loaded.registration} />
              </Grid>
            </Grid>
            <HistoryCard entityType="registration" entityId={loaded.registration.id} />
          </Stack>
        )}
      </QueryBoundary>
    </Page>
  );
}

function FreeAgentActions({ slug, league, registration }: { slug: string; league: League; registration: RegistrationWithTeam }) {
  const navigate = useNavigate();
  const [placing, setPlacing] = useState(false);
  const [removing, setRemoving] = useState(false);
  const editable = isLeagueEditable(league);
  return (
    <>
      <PlaceOnTeamDialog slug={slug} league={league} registration={placing ? registration : null} onClose={() => setPlacing(false)} />
      <RemoveRegistrationDialog
        slug={slug}
        league={league}
        registration={removing ? registration : null}
        team={registration.team}
        onClose={() => setRemoving(false)}
        onRemoved={() => void navigate(recordPaths.league(slug, league.id, 'free-agents'))}
      />
      {registration.team ? null : (
        <Button variant="contained" startIcon={<GroupAddOutlined />} disabled={!editable} onClick={() => setPlacing(true)}>
          <FormattedMessage id="teams.place.button" />
        </Button>
      )}
      <Button color="error" variant="outlined" startIcon={<PersonRemoveOutlined />} disabled={!editable} onClick={() => setRemoving(true)}>
        <FormattedMessage id="teams.remove.fromLeague" />
      </Button>
    </>
  );
}

import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Divider from '@mui/material/Divider';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import PersonAddAlt1Outlined from '@mui/icons-material/PersonAddAlt1Outlined';
import PersonSearchOutlined from '@mui/icons-material/PersonSearchOutlined';
import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined';
import { RegistrationListQuerySchema, type League, type RegistrationWithTeam } from '@matchday/domain';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useCurrentClub } from '../../../lib/club/use-current-club';
import { EmptyState } from '../../../components/list/EmptyState';
import { ListPagination } from '../../../components/list/ListPagination';
import { QueryError } from '../../../components/QueryError';
import { SearchField } from '../../../components/list/SearchField';
import { useListState } from '../../../components/list/use-list-state';
import { useRegistrations } from '../api/use-registrations';
import { isLeagueEditable } from './capacity';
import { FreeAgentsTable } from './FreeAgentsTable';
import { PlaceOnTeamDialog } from './PlaceOnTeamDialog';
import { RegistrationDialog } from './RegistrationDialog';

/** The league's Free Agents tab: individuals waiting for a team, registering one, and placing them on teams. */
export function FreeAgentsTab({ league }: { league: League }) {
  const intl = useIntl();
  if (league.registration_type === 'teams_only') {
    return (
      <Card variant="outlined">
        <EmptyState
          icon={<GroupsOutlined />}
          title={intl.formatMessage({ id: 'teams.freeAgents.teamsOnlyTitle' })}
          description={intl.formatMessage({ id: 'teams.freeAgents.teamsOnlyDescription' })}
        />
      </Card>
    );
  }
  return <FreeAgentsList league={league} />;
}

function FreeAgentsList({ league }: { league: League }) {
  const intl = useIntl();
  const { slug, club } = useCurrentClub();
  const list = useListState(RegistrationListQuerySchema.shape.sort, 'created_at');
  const freeAgents = useRegistrations(slug, league.id, { ...list.query, kind: 'free_agents' });
  const [registering, setRegistering] = useState(false);
  const [placing, setPlacing] = useState<RegistrationWithTeam | null>(null);
  const editable = isLeagueEditable(league);
  const total = freeAgents.data?.total ?? 0;
  const none = freeAgents.data !== undefined && total === 0 && !list.query.q;

  const registerButton = (
    <Tooltip title={editable ? '' : intl.formatMessage({ id: 'teams.archivedLeague' })}>
      <span>
        <Button variant="contained" startIcon={<PersonAddAlt1Outlined />} disabled={!editable} onClick={() => setRegistering(true)}>
          <FormattedMessage id="teams.freeAgents.register" />
        </Button>
      </span>
    </Tooltip>
  );

  return (
    <Stack spacing={2}>
      <RegistrationDialog slug={slug} league={league} team={null} open={registering} onClose={() => setRegistering(false)} />
      <PlaceOnTeamDialog slug={slug} league={league} registration={placing} onClose={() => setPlacing(null)} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} justifyContent="space-between" alignItems={{ sm: 'center' }}>
        <div>
          <Typography variant="h6" component="h2">
            <FormattedMessage id="teams.freeAgents.waiting" values={{ count: freeAgents.data ? total : league.free_agents_count }} />
          </Typography>
          <Typography variant="body2" color="text.secondary">
            <FormattedMessage id="teams.freeAgents.description" />
          </Typography>
        </div>
        {none ? null : registerButton}
      </Stack>
      {freeAgents.error && !freeAgents.data ? (
        <QueryError error={freeAgents.error} onRetry={() => void freeAgents.refetch()} />
      ) : (
        <Card variant="outlined">
          {none ? (
            <EmptyState
              icon={<PersonSearchOutlined />}
              title={intl.formatMessage({ id: 'teams.freeAgents.empty' })}
              description={intl.formatMessage({ id: 'teams.freeAgents.emptyHint' })}
              action={registerButton}
            />
          ) : (
            <>
              <Stack sx={{ p: 2 }}>
                <SearchField
                  value={list.search}
                  onChange={list.setSearch}
                  label={intl.formatMessage({ id: 'teams.freeAgents.search' })}
                  placeholder={intl.formatMessage({ id: 'teams.freeAgents.search' })}
                />
              </Stack>
              {freeAgents.isFetching ? <LinearProgress sx={{ height: 2 }} /> : <Divider />}
              {freeAgents.data && total === 0 ? (
                <EmptyState icon={<SearchOffOutlined />} title={intl.formatMessage({ id: 'teams.players.noMatch' })} />
              ) : (
                <>
                  <FreeAgentsTable
                    slug={slug}
                    timezone={club?.timezone ?? 'UTC'}
                    league={league}
                    list={list}
                    freeAgents={freeAgents.data?.items}
                    editable={editable}
                    onPlace={setPlacing}
                  />
                  <ListPagination total={total} {...list.pagination} />
                </>
              )}
            </>
          )}
        </Card>
      )}
    </Stack>
  );
}

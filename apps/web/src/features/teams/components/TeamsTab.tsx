import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Divider from '@mui/material/Divider';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import GroupAddOutlined from '@mui/icons-material/GroupAddOutlined';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import { TeamListQuerySchema, type League } from '@matchday/domain';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useCurrentClub } from '../../../lib/club/use-current-club';
import { EmptyState } from '../../../components/list/EmptyState';
import { ListPagination } from '../../../components/list/ListPagination';
import { QueryError } from '../../../components/QueryError';
import { SearchField } from '../../../components/list/SearchField';
import { useListState } from '../../../components/list/use-list-state';
import { useLeague } from '../../../lib/api/use-league';
import { useTeams } from '../api/use-teams';
import { isLeagueEditable, leagueCapacity } from './capacity';
import { ImportRosterDialog } from './ImportRosterDialog';
import { NewTeamDialog } from './NewTeamDialog';
import { RosterExportButton } from './RosterExportButton';
import { TeamsTable } from './TeamsTable';

/** The league's Teams tab: its teams against the capacity, creating one, and the roster CSV import and export. */
export function TeamsTab({ league: given }: { league: League }) {
  const intl = useIntl();
  const { slug, club } = useCurrentClub();
  // The league's counts change as teams are added here: follow the latest copy.
  const league = useLeague(slug, given.id).data ?? given;
  const list = useListState(TeamListQuerySchema.shape.sort, 'name');
  const teams = useTeams(slug, league.id, list.query);
  const [creating, setCreating] = useState(false);
  const [importing, setImporting] = useState(false);
  const capacity = leagueCapacity(league);
  const editable = isLeagueEditable(league);
  const blockedReason = !editable
    ? intl.formatMessage({ id: 'teams.archivedLeague' })
    : capacity.full
      ? intl.formatMessage({ id: 'teams.capacity.fullExplanation' }, { count: capacity.count, capacity: capacity.capacity })
      : null;
  const total = teams.data?.total ?? 0;
  const noTeams = teams.data !== undefined && total === 0 && !list.query.q;

  const newTeamButton = (
    <Tooltip title={blockedReason ?? ''}>
      <span>
        <Button variant="contained" startIcon={<GroupAddOutlined />} disabled={blockedReason !== null} onClick={() => setCreating(true)}>
          <FormattedMessage id="teams.new.button" />
        </Button>
      </span>
    </Tooltip>
  );
  const importButton = (
    <Button variant="outlined" startIcon={<UploadFileOutlined />} disabled={!editable} onClick={() => setImporting(true)}>
      <FormattedMessage id="teams.csv.import" />
    </Button>
  );

  return (
    <Stack spacing={2}>
      <NewTeamDialog slug={slug} league={league} open={creating} onClose={() => setCreating(false)} />
      <ImportRosterDialog slug={slug} league={league} open={importing} onClose={() => setImporting(false)} />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} justifyContent="space-between" alignItems={{ md: 'center' }}>
        <div>
          <Typography variant="h6" component="h2">
            <FormattedMessage id="teams.capacity.summary" values={{ count: capacity.count, capacity: capacity.capacity }} />
          </Typography>
          <Typography variant="body2" color={blockedReason ? 'warning.main' : 'text.secondary'}>
            {blockedReason ?? intl.formatMessage({ id: 'teams.roster.limits' }, { min: league.roster_min, max: league.roster_max })}
          </Typography>
        </div>
        <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
          <RosterExportButton slug={slug} league={league} />
          {noTeams ? null : importButton}
          {noTeams ? null : newTeamButton}
        </Stack>
      </Stack>
      {teams.error && !teams.data ? (
        <QueryError error={teams.error} onRetry={() => void teams.refetch()} />
      ) : (
        <Card variant="outlined">
          {noTeams ? (
            <EmptyState
              icon={<GroupsOutlined />}
              title={intl.formatMessage({ id: 'teams.empty.title' })}
              description={intl.formatMessage({ id: 'teams.empty.description' })}
              action={
                <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" justifyContent="center">
                  {newTeamButton}
                  {importButton}
                </Stack>
              }
            />
          ) : (
            <>
              <Stack sx={{ p: 2 }}>
                <SearchField
                  value={list.search}
                  onChange={list.setSearch}
                  label={intl.formatMessage({ id: 'teams.list.search' })}
                  placeholder={intl.formatMessage({ id: 'teams.list.search' })}
                />
              </Stack>
              {teams.isFetching ? <LinearProgress sx={{ height: 2 }} /> : <Divider />}
              {teams.data && total === 0 ? (
                <EmptyState icon={<SearchOffOutlined />} title={intl.formatMessage({ id: 'teams.list.noMatch' }, { q: list.query.q })} />
              ) : (
                <>
                  <TeamsTable slug={slug} timezone={club?.timezone ?? 'UTC'} league={league} list={list} teams={teams.data?.items} />
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

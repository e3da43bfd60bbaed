import Card from '@mui/material/Card';
import Divider from '@mui/material/Divider';
import LinearProgress from '@mui/material/LinearProgress';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import PeopleAltOutlined from '@mui/icons-material/PeopleAltOutlined';
import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined';
import { RegistrationListQuerySchema, type League } from '@matchday/domain';
import { FormattedMessage, useIntl } from 'react-intl';
import { useCurrentClub } from '../../../lib/club/use-current-club';
import { EmptyState } from '../../../components/list/EmptyState';
import { ListPagination } from '../../../components/list/ListPagination';
import { QueryError } from '../../../components/QueryError';
import { SearchField } from '../../../components/list/SearchField';
import { useListState } from '../../../components/list/use-list-state';
import { useRegistrations } from '../api/use-registrations';
import { useAllTeams } from '../api/use-teams';
import { LeaguePlayersTable } from './LeaguePlayersTable';
import { filterFromSearch, filterSearchChanges, registrationFilterQuery, type RegistrationFilter } from './registration-filter';

/** The league's Players tab: every registration, searchable, filtered by team or free agents. */
export function LeaguePlayersTab({ league }: { league: League }) {
  const intl = useIntl();
  const { slug, club } = useCurrentClub();
  const list = useListState(RegistrationListQuerySchema.shape.sort, 'last_name');
  const filter = filterFromSearch(list.params);
  const teams = useAllTeams(slug, league.id);
  const registrations = useRegistrations(slug, league.id, { ...list.query, ...registrationFilterQuery(filter) });
  const total = registrations.data?.total ?? 0;
  const filtered = Boolean(list.query.q) || filter !== 'all';

  return (
    <Card variant="outlined">
      {registrations.data && total === 0 && !filtered ? (
        <EmptyState
          icon={<PeopleAltOutlined />}
          title={intl.formatMessage({ id: 'teams.players.empty' })}
          description={intl.formatMessage({ id: league.registration_type === 'teams_only' ? 'teams.players.emptyHintTeamsOnly' : 'teams.players.emptyHint' })}
        />
      ) : (
        <>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ p: 2, alignItems: { sm: 'center' } }}>
            <SearchField
              value={list.search}
              onChange={list.setSearch}
              label={intl.formatMessage({ id: 'teams.players.search' })}
              placeholder={intl.formatMessage({ id: 'teams.players.search' })}
            />
            <TextField
              select
              size="small"
              label={intl.formatMessage({ id: 'teams.players.filter' })}
              value={filter}
              onChange={(event) => list.update(filterSearchChanges(event.target.value as RegistrationFilter))}
              sx={{ minWidth: 200 }}
            >
              <MenuItem value="all">{intl.formatMessage({ id: 'teams.players.filterAll' })}</MenuItem>
              <MenuItem value="rostered">{intl.formatMessage({ id: 'teams.players.filterRostered' })}</MenuItem>
              {league.registration_type === 'teams_and_individuals' ? (
                <MenuItem value="free_agents">{intl.formatMessage({ id: 'teams.players.filterFreeAgents' })}</MenuItem>
              ) : null}
              {league.questions.some((question) => question.required) ? (
                <MenuItem value="missing_answers">{intl.formatMessage({ id: 'teams.players.filterMissingAnswers' })}</MenuItem>
              ) : null}
              {teams.data && teams.data.length > 0 ? <ListSubheader>{intl.formatMessage({ id: 'teams.players.filterTeams' })}</ListSubheader> : null}
              {(teams.data ?? []).map((team) => (
                <MenuItem key={team.id} value={`team:${team.id}`}>
                  {team.name}
                </MenuItem>
              ))}
            </TextField>
            {registrations.data ? (
              <Typography variant="body2" color="text.secondary" sx={{ ml: { sm: 'auto' } }}>
                <FormattedMessage id="teams.players.count" values={{ count: total }} />
              </Typography>
            ) : null}
          </Stack>
          {registrations.isFetching ? <LinearProgress sx={{ height: 2 }} /> : <Divider />}
          {registrations.error && !registrations.data ? (
            <Stack sx={{ p: 2 }}>
              <QueryError error={registrations.error} onRetry={() => void registrations.refetch()} />
            </Stack>
          ) : registrations.data && total === 0 ? (
            <EmptyState icon={<SearchOffOutlined />} title={intl.formatMessage({ id: 'teams.players.noMatch' })} />
          ) : (
            <>
              <LeaguePlayersTable slug={slug} timezone={club?.timezone ?? 'UTC'} league={league} list={list} registrations={registrations.data?.items} />
              <ListPagination total={total} {...list.pagination} />
            </>
          )}
        </>
      )}
    </Card>
  );
}

import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Divider from '@mui/material/Divider';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PersonAddAlt1Outlined from '@mui/icons-material/PersonAddAlt1Outlined';
import PeopleAltOutlined from '@mui/icons-material/PeopleAltOutlined';
import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined';
import { PlayerListQuerySchema } from '@matchday/domain';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Page } from '../../../components/Page';
import { useCurrentClub } from '../../../lib/club/use-current-club';
import { usePlayers } from '../../../lib/api/use-players';
import { EmptyState } from '../../../components/list/EmptyState';
import { ListPagination } from '../../../components/list/ListPagination';
import { NewPlayerDialog } from '../components/NewPlayerDialog';
import { PlayersTable } from '../components/PlayersTable';
import { QueryError } from '../../../components/QueryError';
import { SearchField } from '../../../components/list/SearchField';
import { useListState } from '../../../components/list/use-list-state';

/** The club's player directory: search, sort, page through, and add players. */
export default function PlayersPage() {
  const intl = useIntl();
  const { slug, club } = useCurrentClub();
  const list = useListState(PlayerListQuerySchema.shape.sort, 'last_name');
  const players = usePlayers(slug, list.query);
  const [creating, setCreating] = useState(false);
  const total = players.data?.total ?? 0;
  const newPlayerButton = (
    <Button variant="contained" startIcon={<PersonAddAlt1Outlined />} onClick={() => setCreating(true)}>
      <FormattedMessage id="players.new.button" />
    </Button>
  );
  const emptyClub = players.data !== undefined && total === 0 && !list.query.q;

  return (
    <Page
      title={intl.formatMessage({ id: 'players.title' })}
      description={intl.formatMessage({ id: 'players.description' })}
      actions={emptyClub ? undefined : newPlayerButton}
    >
      <NewPlayerDialog slug={slug} open={creating} onClose={() => setCreating(false)} />
      {players.error && !players.data ? (
        <QueryError error={players.error} onRetry={() => void players.refetch()} />
      ) : (
        <Card variant="outlined">
          {emptyClub ? (
            <EmptyState
              icon={<PeopleAltOutlined />}
              title={intl.formatMessage({ id: 'players.empty.title' })}
              description={intl.formatMessage({ id: 'players.empty.description' })}
              action={newPlayerButton}
            />
          ) : (
            <>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ p: 2, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
                <SearchField
                  value={list.search}
                  onChange={list.setSearch}
                  label={intl.formatMessage({ id: 'players.list.search' })}
                  placeholder={intl.formatMessage({ id: 'players.list.search' })}
                />
                {players.data ? (
                  <Typography variant="body2" color="text.secondary">
                    <FormattedMessage id="players.list.count" values={{ count: total }} />
                  </Typography>
                ) : null}
              </Stack>
              {players.isFetching ? <LinearProgress sx={{ height: 2 }} /> : <Divider />}
              {players.data && total === 0 ? (
                <EmptyState
                  icon={<SearchOffOutlined />}
                  title={intl.formatMessage({ id: 'players.list.noMatch' }, { q: list.query.q })}
                  description={intl.formatMessage({ id: 'players.list.noMatchHint' })}
                />
              ) : (
                <>
                  <PlayersTable slug={slug} timezone={club?.timezone ?? 'UTC'} list={list} players={players.data?.items} />
                  <ListPagination total={total} {...list.pagination} />
                </>
              )}
            </>
          )}
        </Card>
      )}
    </Page>
  );
}

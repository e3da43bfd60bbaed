import AddRounded from '@mui/icons-material/AddRounded';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import SearchOffRounded from '@mui/icons-material/SearchOffRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { ArchivedFilterSchema, LocationListQuerySchema } from '@matchday/domain';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { Page } from '../../../components/Page';
import { FormErrorAlert } from '../../../components/form/FormErrorAlert';
import { useSmallScreen } from '../../../layout/use-small-screen';
import { clubPagePath } from '../../../lib/routes';
import { useCurrentClub } from '../../../lib/club/use-current-club';
import { useLocations } from '../../../lib/api/use-locations';
import { ArchivedFilter } from '../../../components/list/ArchivedFilter';
import { EmptyState } from '../../../components/list/EmptyState';
import { ListPagination } from '../../../components/list/ListPagination';
import { ListSkeleton } from '../../../components/list/ListSkeleton';
import { LocationCards } from '../components/LocationCards';
import { LocationsTable, type LocationSort } from '../components/LocationsTable';
import { schemaParam } from '../../../lib/list-params';
import { SearchField } from '../../../components/list/SearchField';
import { useAreaWords } from '../../../lib/use-club-area-words';
import { useKeepPageInRange, useListState } from '../../../components/list/use-list-state';

export default function LocationsPage() {
  const intl = useIntl();
  const small = useSmallScreen();
  const { slug, club } = useCurrentClub();
  const words = useAreaWords(club?.default_sport);
  const list = useListState(LocationListQuerySchema.shape.sort, 'name');
  const {
    params,
    pagination: { page, pageSize },
    search: q,
    update,
  } = list;
  const archived = schemaParam(params, 'archived', ArchivedFilterSchema) ?? 'active';
  const sort: LocationSort = { sort: list.sort, order: list.order };
  const { data, error, isPending, isFetching } = useLocations(slug, { page, page_size: pageSize, q: q || undefined, archived, ...sort });
  useKeepPageInRange(data?.total, list);
  const filtered = q !== '' || archived !== 'active';
  const newPath = clubPagePath(slug, 'locationNew');
  const addButton = (
    <Button component={RouterLink} to={newPath} variant="contained" startIcon={<AddRounded />}>
      <FormattedMessage id="locations.list.add" />
    </Button>
  );

  return (
    <Page title={intl.formatMessage({ id: 'menu.locations' })} description={intl.formatMessage({ id: 'locations.list.description' })} actions={addButton}>
      <Card variant="outlined">
        <Stack direction="row" spacing={1.5} useFlexGap flexWrap="wrap" sx={{ p: 2 }}>
          <SearchField label={intl.formatMessage({ id: 'locations.list.search' })} value={q} onChange={(search) => update({ q: search })} />
          <ArchivedFilter value={archived} onChange={(value) => update({ archived: value === 'active' ? null : value })} />
        </Stack>
        <Box sx={{ height: 4 }}>{isFetching && !isPending && <LinearProgress aria-label={intl.formatMessage({ id: 'common.loading' })} />}</Box>
        {error ? (
          <Box sx={{ p: 2 }}>
            <FormErrorAlert error={error} />
          </Box>
        ) : isPending || !club ? (
          <ListSkeleton />
        ) : data.total === 0 ? (
          filtered ? (
            <EmptyState
              icon={<SearchOffRounded />}
              title={intl.formatMessage({ id: 'locations.list.noMatchTitle' })}
              description={intl.formatMessage({ id: 'locations.list.noMatchDescription' })}
              action={
                <Button onClick={() => update({ q: null, archived: null })}>
                  <FormattedMessage id="locations.list.clearFilters" />
                </Button>
              }
            />
          ) : (
            <EmptyState icon={<PlaceOutlined />} title={intl.formatMessage({ id: 'locations.list.emptyTitle' })} description={words.intro} action={addButton} />
          )
        ) : (
          <>
            {small ? (
              <LocationCards slug={slug} locations={data.items} />
            ) : (
              <LocationsTable slug={slug} locations={data.items} clubTimezone={club.timezone} sort={sort} onSort={(next) => update(next)} />
            )}
            <ListPagination
              divider
              total={data.total}
              page={page}
              pageSize={pageSize}
              onPage={(next) => update({ page: next })}
              onPageSize={(size) => update({ page_size: size })}
            />
          </>
        )}
      </Card>
    </Page>
  );
}

import Card from '@mui/material/Card';
import LinearProgress from '@mui/material/LinearProgress';
import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { LeagueListQuery } from '@matchday/domain';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { QueryError } from '../../../../components/QueryError';
import { ListPagination } from '../../../../components/list/ListPagination';
import { ListSkeleton } from '../../../../components/list/ListSkeleton';
import { useLeagues } from '../../api/use-leagues';
import { leaguePaths } from '../shared/league-paths';
import { LeagueCards } from './LeagueCards';
import { LeagueFilters } from './LeagueFilters';
import { LeaguesEmptyState } from './LeaguesEmptyState';
import { LeaguesTable } from './LeaguesTable';
import { SortSelect } from './SortSelect';
import { hasFilters, withSort, withoutFilters } from './list-query';
import type { ListNavigate } from './use-league-list-query';

interface LeaguesListProps {
  slug: string;
  timezone: string;
  query: LeagueListQuery;
  onChange: ListNavigate;
}

/** The filters and the page of leagues they select, as a table, or as cards on phones. */
export function LeaguesList({ slug, timezone, query, onChange }: LeaguesListProps) {
  const intl = useIntl();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const leagues = useLeagues(slug, query);
  const page = leagues.data;

  // A page beyond the last (a league was deleted, or an old link): show the last page that exists.
  const lastPage = page ? Math.max(1, Math.ceil(page.total / query.page_size)) : 1;
  useEffect(() => {
    if (page && !leagues.isPlaceholderData && query.page > lastPage) onChange({ ...query, page: lastPage }, { replace: true });
  }, [page, leagues.isPlaceholderData, query, lastPage, onChange]);

  const body = () => {
    if (!page) {
      return leagues.error ? (
        <Box sx={{ m: 2 }}>
          <QueryError error={leagues.error} onRetry={() => void leagues.refetch()} />
        </Box>
      ) : (
        <ListSkeleton rows={6} />
      );
    }
    if (page.total === 0) {
      return hasFilters(query) ? (
        <LeaguesEmptyState filtered onClearFilters={() => onChange(withoutFilters(query))} />
      ) : (
        <LeaguesEmptyState filtered={false} createPath={leaguePaths.create(slug)} />
      );
    }
    return (
      <>
        {phone ? (
          <LeagueCards slug={slug} leagues={page.items} />
        ) : (
          <LeaguesTable slug={slug} timezone={timezone} leagues={page.items} query={query} onSort={(sort) => onChange(withSort(query, sort))} />
        )}
        <ListPagination
          divider
          total={page.total}
          page={query.page}
          pageSize={query.page_size}
          onPage={(next) => onChange({ ...query, page: next })}
          onPageSize={(size) => onChange({ ...query, page_size: size, page: 1 })}
        />
      </>
    );
  };

  return (
    <Card variant="outlined">
      <LeagueFilters query={query} seasons={page?.seasons ?? []} onChange={onChange} />
      {phone && page && page.total > 0 && (
        <Box sx={{ px: 2, pb: 2 }}>
          <SortSelect query={query} onChange={onChange} />
        </Box>
      )}
      <Box sx={{ height: 2 }}>
        {leagues.isFetching && page && <LinearProgress sx={{ height: 2 }} aria-label={intl.formatMessage({ id: 'common.loading' })} />}
      </Box>
      {body()}
    </Card>
  );
}

import FilterAltOffOutlined from '@mui/icons-material/FilterAltOffOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { LEAGUE_STATUSES, type LeagueListQuery, type LeagueStatus } from '@matchday/domain';
import { useCallback } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { SearchField } from '../../../../components/list/SearchField';
import { useLabels } from '../../../../lib/use-labels';
import { useSportOptions } from '../shared/use-sport-options';
import { FilterSelect } from '../../../../components/list/FilterSelect';
import { hasFilters, withFilters, withoutFilters } from './list-query';
import type { ListNavigate } from './use-league-list-query';

interface LeagueFiltersProps {
  query: LeagueListQuery;
  /** The club's seasons, from the list answer. */
  seasons: readonly string[];
  onChange: ListNavigate;
}

/** Search and filters above the leagues list; every change lands in the page address. */
export function LeagueFilters({ query, seasons, onChange }: LeagueFiltersProps) {
  const intl = useIntl();
  const label = useLabels();
  const sports = useSportOptions();
  // Typing replaces the address entry rather than stacking one per pause.
  const search = useCallback((q: string) => onChange(withFilters(query, { q: q || undefined }), { replace: true }), [onChange, query]);
  return (
    <Stack direction="row" useFlexGap flexWrap="wrap" spacing={1.5} alignItems="center" sx={{ p: 2 }}>
      <SearchField
        value={query.q ?? ''}
        onChange={search}
        label={intl.formatMessage({ id: 'leagues.list.search' })}
        placeholder={intl.formatMessage({ id: 'leagues.list.searchPlaceholder' })}
        sx={{ flex: { xs: '1 1 100%', md: '1 1 260px' }, minWidth: 0 }}
      />
      <FilterSelect
        label={intl.formatMessage({ id: 'leagues.list.status' })}
        allLabel={intl.formatMessage({ id: 'leagues.list.allStatuses' })}
        value={query.status}
        options={LEAGUE_STATUSES.map((status) => ({ value: status, label: label('league_status', status) }))}
        onChange={(status) => onChange(withFilters(query, { status: status as LeagueStatus | undefined }))}
      />
      <FilterSelect
        label={intl.formatMessage({ id: 'leagues.list.sport' })}
        allLabel={intl.formatMessage({ id: 'leagues.list.allSports' })}
        value={query.sport}
        options={sports}
        onChange={(sport) => onChange(withFilters(query, { sport }))}
      />
      <FilterSelect
        label={intl.formatMessage({ id: 'leagues.list.season' })}
        allLabel={intl.formatMessage({ id: 'leagues.list.allSeasons' })}
        value={query.season}
        options={seasons.map((season) => ({ value: season, label: season }))}
        onChange={(season) => onChange(withFilters(query, { season }))}
      />
      {hasFilters(query) && (
        <Button size="small" startIcon={<FilterAltOffOutlined />} onClick={() => onChange(withoutFilters(query))}>
          <FormattedMessage id="leagues.list.clearFilters" />
        </Button>
      )}
    </Stack>
  );
}

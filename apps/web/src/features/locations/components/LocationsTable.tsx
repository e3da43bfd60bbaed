import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import { formatDate, timezoneAbbreviation, type Location, type LocationListQuery } from '@matchday/domain';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink, useNavigate } from 'react-router';
import { routes } from '../../../lib/routes';
import { useNow } from '../../../lib/use-now';
import { activeAreaCount } from './playing-areas';
import { useAreaCount, useAreaListWords } from '../../../lib/use-area-words';

export type LocationSort = Pick<LocationListQuery, 'sort' | 'order'>;

interface LocationsTableProps {
  slug: string;
  locations: readonly Location[];
  clubTimezone: string;
  sort: LocationSort;
  onSort: (sort: LocationSort) => void;
}

/** The locations of a page as a table (wide screens); a row opens the location. */
export function LocationsTable({ slug, locations, clubTimezone, sort, onSort }: LocationsTableProps) {
  const navigate = useNavigate();
  const now = useNow();
  // Each location counts its areas in its own word; the column is named by theirs when they share one.
  const areas = useAreaListWords(locations.map((location) => location.playing_area));
  const areaCount = useAreaCount();
  const sortBy = (column: LocationSort['sort']) => ({
    active: sort.sort === column,
    direction: sort.sort === column ? sort.order : 'asc',
    onClick: () => onSort({ sort: column, order: sort.sort === column && sort.order === 'asc' ? 'desc' : 'asc' }),
  });
  return (
    <TableContainer>
      <Table sx={{ minWidth: 760 }}>
        <TableHead>
          <TableRow>
            <TableCell sortDirection={sort.sort === 'name' ? sort.order : false}>
              <TableSortLabel {...sortBy('name')}>
                <FormattedMessage id="locations.list.name" />
              </TableSortLabel>
            </TableCell>
            <TableCell>
              <FormattedMessage id="locations.list.address" />
            </TableCell>
            <TableCell>
              <FormattedMessage id="locations.list.timezone" />
            </TableCell>
            <TableCell>{areas.plural}</TableCell>
            <TableCell align="right">
              <FormattedMessage id="locations.list.leagues" />
            </TableCell>
            <TableCell align="right">
              <FormattedMessage id="locations.list.games" />
            </TableCell>
            <TableCell sortDirection={sort.sort === 'created_at' ? sort.order : false}>
              <TableSortLabel {...sortBy('created_at')}>
                <FormattedMessage id="locations.list.added" />
              </TableSortLabel>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {locations.map((location) => {
            const to = routes.location(slug, location.id);
            return (
              <TableRow key={location.id} hover onClick={() => navigate(to)} sx={{ cursor: 'pointer' }}>
                <TableCell>
                  <Stack direction="row" spacing={1} alignItems="center">
                    <Link component={RouterLink} to={to} underline="hover" fontWeight={600} onClick={(event) => event.stopPropagation()}>
                      {location.name}
                    </Link>
                    {location.archived && <Chip size="small" label={<FormattedMessage id="locations.list.archived" />} />}
                  </Stack>
                </TableCell>
                <TableCell sx={{ maxWidth: 280 }}>
                  <Typography variant="body2" color={location.address ? 'text.primary' : 'text.disabled'} noWrap title={location.address ?? undefined}>
                    {location.address ?? '—'}
                  </Typography>
                </TableCell>
                <TableCell>
                  <Typography variant="body2" title={location.timezone}>
                    {timezoneAbbreviation(location.timezone, now)}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    {location.timezone}
                  </Typography>
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{areaCount(location.playing_area, activeAreaCount(location.playing_areas))}</TableCell>
                <TableCell align="right">{location.leagues_count}</TableCell>
                <TableCell align="right">{location.games_count}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(location.created_at, clubTimezone)}</TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import type { Breakpoint } from '@mui/material/styles';
import type { StandingRow } from '@matchday/domain';
import { useIntl } from 'react-intl';
import { columnFrom } from '../../../components/list/responsive-columns';
import type { MessageId } from '../../../i18n/messages';

// On a phone the scoring columns (for, against, difference) make room: the table fits without scrolling sideways.
const COLUMNS: { key: keyof Omit<StandingRow, 'rank' | 'team'>; short: MessageId; long: MessageId; from?: Breakpoint }[] = [
  { key: 'played', short: 'standings.column.played', long: 'standings.column.playedLong' },
  { key: 'wins', short: 'standings.column.wins', long: 'standings.column.winsLong' },
  { key: 'draws', short: 'standings.column.draws', long: 'standings.column.drawsLong' },
  { key: 'losses', short: 'standings.column.losses', long: 'standings.column.lossesLong' },
  { key: 'points_for', short: 'standings.column.for', long: 'standings.column.forLong', from: 'sm' },
  { key: 'points_against', short: 'standings.column.against', long: 'standings.column.againstLong', from: 'sm' },
  { key: 'point_differential', short: 'standings.column.differential', long: 'standings.column.differentialLong', from: 'sm' },
  { key: 'points', short: 'standings.column.points', long: 'standings.column.pointsLong' },
];

const NUMERIC = { textAlign: 'right', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

/** The league table: rank, team and the figures that order it, league points last and bold. */
export function StandingsTable({ rows }: { rows: readonly StandingRow[] }) {
  const intl = useIntl();
  return (
    <TableContainer>
      <Table size="small" aria-label={intl.formatMessage({ id: 'standings.tableLabel' })}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ width: 48 }}>#</TableCell>
            <TableCell>{intl.formatMessage({ id: 'standings.column.team' })}</TableCell>
            {COLUMNS.map((column) => (
              <TableCell key={column.key} sx={{ ...NUMERIC, ...(column.from ? columnFrom(column.from) : {}) }}>
                <Tooltip title={intl.formatMessage({ id: column.long })}>
                  <abbr title={intl.formatMessage({ id: column.long })} style={{ textDecoration: 'none' }}>
                    {intl.formatMessage({ id: column.short })}
                  </abbr>
                </Tooltip>
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.team.id} hover>
              <TableCell sx={{ ...NUMERIC, textAlign: 'left', color: 'text.secondary' }}>{row.rank}</TableCell>
              <TableCell sx={{ fontWeight: 500 }}>{row.team.name}</TableCell>
              {COLUMNS.map((column) => (
                <TableCell
                  key={column.key}
                  sx={{ ...NUMERIC, fontWeight: column.key === 'points' ? 700 : undefined, ...(column.from ? columnFrom(column.from) : {}) }}
                >
                  {intl.formatNumber(row[column.key], column.key === 'point_differential' ? { signDisplay: 'exceptZero' } : {})}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatDay, weekdayOf, zonedDateTime, zoneNameAt, type PlanningData, type SchedulePreview, GRID_SPACING } from '@matchday/domain';
import { useIntl } from 'react-intl';
import { formatClock } from '../../../lib/date-time-format';
import { useLabels } from '../../../lib/use-labels';
import { useAreaListWords } from '../../../lib/use-area-words';

const NUMERIC = { textAlign: 'right', fontVariantNumeric: 'tabular-nums' } as const;

/** What the generator proposes, before anything is saved: the calendar, fairness per team, and what it could not place. */
export function PreviewReport({ preview, planning }: { preview: SchedulePreview; planning: PlanningData }) {
  const intl = useIntl();
  const label = useLabels();
  const areas = useAreaListWords(planning.courts.map((entry) => entry.playing_area));
  const teamName = new Map(planning.teams.map((team) => [team.id, team.name]));
  const court = new Map(planning.courts.map((entry) => [entry.playing_area_id, entry]));
  const byDate = new Map<string, { time: string; zone: string; court: string; home: string; away: string; key: string }[]>();
  for (const game of preview.games) {
    const where = court.get(game.playing_area_id)!;
    const { date, time } = zonedDateTime(game.starts_at, where.timezone);
    const rows = byDate.get(date) ?? [];
    rows.push({
      time,
      zone: zoneNameAt(game.starts_at, where.timezone),
      court: `${where.court_name} · ${where.location_name}`,
      home: teamName.get(game.home_team_id) ?? '',
      away: teamName.get(game.away_team_id) ?? '',
      key: `${game.starts_at}|${game.playing_area_id}`,
    });
    byDate.set(date, rows);
  }
  return (
    <Stack spacing={GRID_SPACING}>
      <Alert severity={preview.unplaced.length > 0 ? 'warning' : 'success'}>
        {intl.formatMessage(
          { id: 'schedule.preview.summary' },
          { games: preview.games.length, dates: byDate.size, unplaced: preview.unplaced.length, kept: preview.kept, replaced: preview.replaced },
        )}
      </Alert>

      {preview.unplaced.length > 0 ? (
        <Stack spacing={1} component="section" aria-labelledby="unplaced-heading">
          <Typography id="unplaced-heading" variant="subtitle1" component="h3">
            {intl.formatMessage({ id: 'schedule.preview.unplacedTitle' })}
          </Typography>
          <Stack component="ul" spacing={0.5} sx={{ m: 0, pl: 2.5 }}>
            {preview.unplaced.map((match) => (
              <Typography component="li" variant="body2" key={`${match.round}|${match.home_team_id}|${match.away_team_id}`}>
                {intl.formatMessage(
                  { id: 'schedule.preview.unplacedMatch' },
                  {
                    round: match.round,
                    home: teamName.get(match.home_team_id),
                    away: teamName.get(match.away_team_id),
                    reason: intl.formatMessage({ id: `schedule.reason.${match.reason}` }, { areas: areas.inText }),
                  },
                )}
              </Typography>
            ))}
          </Stack>
        </Stack>
      ) : null}

      <Stack spacing={1} component="section" aria-labelledby="fairness-heading">
        <Typography id="fairness-heading" variant="subtitle1" component="h3">
          {intl.formatMessage({ id: 'schedule.fairness.title' })}
        </Typography>
        <TableContainer>
          <Table size="small" aria-labelledby="fairness-heading">
            <TableHead>
              <TableRow>
                <TableCell>{intl.formatMessage({ id: 'schedule.fairness.team' })}</TableCell>
                {(['games', 'home', 'away', 'byes', 'early', 'late', 'breaks'] as const).map((column) => (
                  <TableCell key={column} sx={NUMERIC}>
                    {intl.formatMessage({ id: `schedule.fairness.${column}` })}
                  </TableCell>
                ))}
                <TableCell>{areas.plural}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {preview.fairness.map((row) => (
                <TableRow key={row.team_id}>
                  <TableCell sx={{ fontWeight: 500 }}>{teamName.get(row.team_id)}</TableCell>
                  {(['games', 'home', 'away', 'byes', 'early', 'late', 'breaks'] as const).map((column) => (
                    <TableCell key={column} sx={NUMERIC}>
                      {row[column]}
                    </TableCell>
                  ))}
                  <TableCell sx={{ color: 'text.secondary' }}>
                    {row.courts.map((entry) => `${court.get(entry.playing_area_id)?.court_name} ×${entry.games}`).join(', ')}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </Stack>

      <Stack spacing={1} component="section" aria-labelledby="calendar-heading">
        <Typography id="calendar-heading" variant="subtitle1" component="h3">
          {intl.formatMessage({ id: 'schedule.preview.calendar' })}
        </Typography>
        <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)', xl: 'repeat(3, 1fr)' } }}>
          {[...byDate.entries()].map(([date, rows]) => (
            <Box key={date} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.25 }}>
              <Typography variant="subtitle2" sx={{ mb: 0.5 }}>
                {formatDay(date)} · {label('weekday', weekdayOf(date))}
              </Typography>
              {rows.map((row) => (
                <Typography key={row.key} variant="body2" sx={{ display: 'flex', gap: 1 }}>
                  <Box component="span" sx={{ color: 'text.secondary', minWidth: 86, fontVariantNumeric: 'tabular-nums' }}>
                    {formatClock(intl, row.time)} {row.zone}
                  </Box>
                  <Box component="span" sx={{ flex: 1 }}>
                    {row.home} v {row.away}
                  </Box>
                  <Box component="span" sx={{ color: 'text.secondary' }}>
                    {row.court}
                  </Box>
                </Typography>
              ))}
            </Box>
          ))}
        </Box>
      </Stack>
    </Stack>
  );
}

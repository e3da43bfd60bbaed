import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ChevronLeftRounded from '@mui/icons-material/ChevronLeftRounded';
import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded';
import { formatDay, type Game } from '@matchday/domain';
import { useIntl } from 'react-intl';
import { formatClock } from '../../../lib/date-time-format';
import { useAreaListWords } from '../../../lib/use-area-words';
import { useDay } from '../api/use-games';
import { GameMenu, type GameAction } from './GameMenu';
import { ScoreText } from '../../../components/ScoreText';
import { useGameFormat } from '../../../lib/use-game-format';

/** One day of the league's courts: courts across, start times down, each cell this league's game or who else holds it. */
export function DayGrid({
  slug,
  leagueId,
  date,
  dates,
  onDate,
  onAction,
}: {
  slug: string;
  leagueId: string;
  date: string;
  dates: readonly string[];
  onDate: (date: string) => void;
  onAction: ((action: GameAction, game: Game) => void) | undefined;
}) {
  const intl = useIntl();
  const format = useGameFormat();
  const day = useDay(slug, leagueId, date);
  const areas = useAreaListWords(day.data?.courts.map((court) => court.playing_area) ?? []);
  const index = dates.indexOf(date);
  const cellOf = (courtId: string, time: string) => ({
    game: day.data?.games.find((game) => game.playing_area_id === courtId && game.time === time),
    other: day.data?.others.find((other) => other.playing_area_id === courtId && other.time === time && other.is_active),
  });
  return (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <IconButton disabled={index <= 0} onClick={() => onDate(dates[index - 1]!)} aria-label={intl.formatMessage({ id: 'schedule.day.previous' })}>
          <ChevronLeftRounded />
        </IconButton>
        <Typography variant="subtitle1" sx={{ minWidth: 120, textAlign: 'center' }}>
          {formatDay(date)}
        </Typography>
        <IconButton
          disabled={index < 0 || index >= dates.length - 1}
          onClick={() => onDate(dates[index + 1]!)}
          aria-label={intl.formatMessage({ id: 'schedule.day.next' })}
        >
          <ChevronRightRounded />
        </IconButton>
        {dates.length > 0 && index < 0 ? <Button onClick={() => onDate(dates[0]!)}>{intl.formatMessage({ id: 'schedule.day.first' })}</Button> : null}
      </Stack>
      {!day.data ? (
        <Skeleton variant="rounded" height={240} />
      ) : (
        <Box sx={{ overflowX: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}>
          <Box
            component="table"
            sx={{
              borderCollapse: 'collapse',
              minWidth: '100%',
              '& td, & th': { borderBottom: 1, borderRight: 1, borderColor: 'divider', p: 1, verticalAlign: 'top' },
            }}
            aria-label={intl.formatMessage({ id: 'schedule.day.label' }, { areas: areas.plural, date: formatDay(date) })}
          >
            <thead>
              <tr>
                <Box component="th" sx={{ width: 72 }} />
                {day.data.courts.map((court) => (
                  <Box component="th" key={court.playing_area_id} sx={{ minWidth: 180, textAlign: 'left' }}>
                    <Typography variant="subtitle2">{court.court_name}</Typography>
                    <Typography variant="caption" color="text.secondary">
                      {court.location_name}
                    </Typography>
                  </Box>
                ))}
              </tr>
            </thead>
            <tbody>
              {day.data.times.map((time) => (
                <tr key={time}>
                  <Box component="th" scope="row" sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 500 }}>
                    {formatClock(intl, time)}
                  </Box>
                  {day.data!.courts.map((court) => {
                    const { game, other } = cellOf(court.playing_area_id, time);
                    return (
                      <Box component="td" key={court.playing_area_id} sx={{ bgcolor: game ? 'action.hover' : undefined }}>
                        {game ? (
                          <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}>
                            <Box>
                              <Typography variant="body2">
                                {format.teamLabel(game, 'home')} v {format.teamLabel(game, 'away')}
                              </Typography>
                              <Typography variant="caption" color="text.secondary">
                                {game.is_active
                                  ? format.scoreLabel(game) && <ScoreText>{format.scoreLabel(game)}</ScoreText>
                                  : intl.formatMessage({ id: 'schedule.cancelled' })}
                              </Typography>
                            </Box>
                            {onAction ? (
                              <GameMenu game={game} label={`${format.teamLabel(game, 'home')} v ${format.teamLabel(game, 'away')}`} onAction={onAction} />
                            ) : null}
                          </Stack>
                        ) : other ? (
                          <Typography variant="caption" color="text.secondary">
                            {intl.formatMessage({ id: 'schedule.day.taken' }, { league: other.league_name })}
                          </Typography>
                        ) : null}
                      </Box>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </Box>
        </Box>
      )}
    </Stack>
  );
}

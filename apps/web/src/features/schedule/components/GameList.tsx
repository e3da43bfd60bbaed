import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { formatDay, weekdayOf, type Game } from '@matchday/domain';
import { useIntl } from 'react-intl';
import { useLabels } from '../../../lib/use-labels';
import { GameMenu, type GameAction } from './GameMenu';
import { ScoreText } from '../../../components/ScoreText';
import { useGameFormat } from '../../../lib/use-game-format';

/** Games grouped into game slots (spec §3: a date and its games), in time order. */
export function groupByDate(games: readonly Game[]): [string, Game[]][] {
  const groups = new Map<string, Game[]>();
  for (const game of games) groups.set(game.date, [...(groups.get(game.date) ?? []), game]);
  return [...groups.entries()];
}

/** The schedule as a list of game slots, each game with its time, court, teams, result and actions. */
export function GameList({ games, onAction }: { games: readonly Game[]; onAction: ((action: GameAction, game: Game) => void) | undefined }) {
  const intl = useIntl();
  const label = useLabels();
  const format = useGameFormat();
  return (
    <Stack spacing={2.5}>
      {groupByDate(games).map(([date, slot]) => (
        <Box key={date} component="section" aria-label={formatDay(date)} sx={{ breakInside: 'avoid' }}>
          <Typography variant="subtitle2" sx={{ mb: 0.75 }}>
            {label('weekday', weekdayOf(date))} · {formatDay(date)}
          </Typography>
          <Stack sx={{ border: 1, borderColor: 'divider', borderRadius: 1, '& > *:not(:last-child)': { borderBottom: 1, borderColor: 'divider' } }}>
            {slot.map((game) => {
              const home = format.teamLabel(game, 'home');
              const away = format.teamLabel(game, 'away');
              const score = format.scoreLabel(game);
              return (
                <Box
                  key={game.id}
                  data-testid="game-row"
                  sx={{
                    display: 'grid',
                    alignItems: 'center',
                    columnGap: 1.5,
                    px: 1.5,
                    py: 1,
                    opacity: game.is_active ? 1 : 0.7,
                    gridTemplateColumns: { xs: '76px 1fr auto', sm: '112px 1fr auto auto auto' },
                    gridTemplateAreas: { xs: '"time teams menu" "time score menu" "time chips menu"', sm: '"time teams chips score menu"' },
                  }}
                >
                  <Box sx={{ gridArea: 'time' }}>
                    <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 500 }}>
                      {format.time(game)}
                    </Typography>
                    <Typography variant="caption" color="text.secondary" noWrap component="div">
                      {game.court_name}
                    </Typography>
                  </Box>
                  <Box sx={{ gridArea: 'teams', minWidth: 0 }}>
                    <Typography variant="body2" sx={{ textDecoration: game.is_active ? 'none' : 'line-through' }}>
                      <Box component="span" sx={{ fontWeight: game.winner === 'home' ? 700 : 400 }}>
                        {home}
                      </Box>
                      {' v '}
                      <Box component="span" sx={{ fontWeight: game.winner === 'away' ? 700 : 400 }}>
                        {away}
                      </Box>
                    </Typography>
                    <Typography variant="caption" color="text.secondary" noWrap component="div">
                      {game.location_name}
                      {game.stage === 'playoff' ? ` · ${intl.formatMessage({ id: 'playoffs.game.number' }, { number: game.bracket_game })}` : ''}
                    </Typography>
                  </Box>
                  <Stack direction="row" spacing={0.5} sx={{ gridArea: 'chips' }}>
                    {game.is_active ? null : <Chip size="small" label={intl.formatMessage({ id: 'schedule.cancelled' })} />}
                    {game.is_duplicate ? (
                      <Tooltip title={intl.formatMessage({ id: 'schedule.duplicateHelp' })}>
                        <Chip size="small" color="warning" label={intl.formatMessage({ id: 'schedule.duplicate' })} />
                      </Tooltip>
                    ) : null}
                  </Stack>
                  <Typography variant="body2" sx={{ gridArea: 'score', fontVariantNumeric: 'tabular-nums', fontWeight: 600, textAlign: { sm: 'right' } }}>
                    {score ? <ScoreText>{score}</ScoreText> : null}
                  </Typography>
                  <Box sx={{ gridArea: 'menu' }}>{onAction ? <GameMenu game={game} label={`${home} v ${away}`} onAction={onAction} /> : null}</Box>
                </Box>
              );
            })}
          </Stack>
        </Box>
      ))}
    </Stack>
  );
}

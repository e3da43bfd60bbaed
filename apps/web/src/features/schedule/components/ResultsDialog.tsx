import Divider from '@mui/material/Divider';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { checkResultTime, formatDay, type Game } from '@matchday/domain';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { DialogForm } from '../../../components/dialogs/DialogForm';
import { FormDialog } from '../../../components/dialogs/FormDialog';
import { FormErrorAlert } from '../../../components/form/FormErrorAlert';
import { useErrorText } from '../../../components/form/use-error-text';
import { isApiError } from '../../../lib/api-client';
import { useNotify } from '../../../lib/notify';
import { useNow } from '../../../lib/use-now';
import { useSeasonRefusal } from '../../../lib/use-season-refusal';
import { useSaveScores } from '../../../lib/api/use-save-scores';
import { cellsOf, changedResults, defaultResultsDate, hasEditedCells, liveResult, type ScoreCells } from './results-entry';
import { useGameFormat } from '../../../lib/use-game-format';

const NO_OWN_WORDS = {};

interface ResultsDialogProps {
  slug: string;
  leagueId: string;
  games: readonly Game[];
  gamesPerMatch: number;
  onClose: () => void;
}

/** A night of results from the keyboard: type, Tab to the next box, Enter saves the whole night in one request. */
export function ResultsDialog({ slug, leagueId, games, gamesPerMatch, onClose }: ResultsDialogProps) {
  const intl = useIntl();
  const now = useNow();
  const seasonRefusal = useSeasonRefusal();
  const notify = useNotify();
  const format = useGameFormat();
  const save = useSaveScores(slug, leagueId);
  const regular = games.filter((game) => game.stage === 'regular' && game.is_active);
  const dates = [...new Set(regular.map((game) => game.date))];
  const [date, setDate] = useState(() => defaultResultsDate(regular, now) ?? '');
  const night = regular.filter((game) => game.date === date);
  const [cells, setCells] = useState(() => new Map(regular.map((game) => [game.id, cellsOf(game, gamesPerMatch)])));
  const errors = isApiError(save.error) ? (save.error.errors ?? {}) : {};
  const errorText = useErrorText(NO_OWN_WORDS);
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });

  const setCell = (gameId: string, index: number, side: 'home' | 'away', value: string) =>
    setCells((current) => {
      const next = new Map(current);
      next.set(
        gameId,
        (next.get(gameId) ?? []).map((cell, at) => (at === index ? { ...cell, [side]: value.replace(/\D/g, '').slice(0, 4) } : cell)) as ScoreCells,
      );
      return next;
    });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const results = changedResults(night, cells);
    if (results.length === 0) return onClose();
    save.mutate(
      { results },
      {
        onSuccess: () => {
          notify.success(intl.formatMessage({ id: 'schedule.results.saved' }, { count: results.length }));
          onClose();
        },
      },
    );
  };

  const tableLabel = intl.formatMessage({ id: 'schedule.results.tableLabel' });
  /** What a row shows of a game: its teams, its boxes, why it takes no result (or why the server refused it), the result so far. */
  const describe = (game: Game) => {
    const gameCells = cells.get(game.id) ?? [];
    const result = liveResult(gameCells);
    const home = format.teamLabel(game, 'home');
    const away = format.teamLabel(game, 'away');
    // A game that has not begun takes no result (the season's rules); one already scored can still be corrected or cleared.
    const notStarted = game.scores.length === 0 ? seasonRefusal(checkResultTime(game.starts_at, now)) : null;
    const refused = Object.entries(errors).find(
      ([key]) => key.startsWith(`results.`) && changedResults(night, cells)[Number(key.split('.')[1])]?.game_id === game.id,
    )?.[1]?.[0];
    const error = notStarted ?? (refused && errorText({ message: refused }));
    return {
      gameCells,
      home,
      away,
      notStarted,
      note: error ? (
        <Typography variant="caption" color={notStarted ? 'text.secondary' : 'error'} sx={{ display: 'block' }}>
          {error}
        </Typography>
      ) : null,
      result:
        result.winner === ''
          ? '—'
          : result.winner === 'draw'
            ? intl.formatMessage({ id: 'schedule.results.draw' })
            : intl.formatMessage({ id: 'schedule.results.wins' }, { team: result.winner === 'home' ? home : away }),
    };
  };
  const scoreBoxes = (game: Game, shown: ReturnType<typeof describe>, row: number, direction: 'row' | 'column') => (
    <Stack direction={direction} spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
      {shown.gameCells.map((cell, index) => (
        <Stack key={index} direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
          {(['home', 'away'] as const).map((side) => (
            <TextField
              key={side}
              size="small"
              value={cell[side]}
              disabled={shown.notStarted !== null}
              onChange={(event) => setCell(game.id, index, side, event.target.value)}
              onFocus={(event) => event.target.select()}
              autoFocus={row === 0 && index === 0 && side === 'home'}
              sx={{ width: 56 }}
              slotProps={{
                htmlInput: {
                  inputMode: 'numeric',
                  style: { textAlign: 'center', fontVariantNumeric: 'tabular-nums' },
                  'aria-label': intl.formatMessage({ id: 'schedule.results.points' }, { team: side === 'home' ? shown.home : shown.away, number: index + 1 }),
                },
              }}
            />
          ))}
        </Stack>
      ))}
    </Stack>
  );

  return (
    <FormDialog open onClose={onClose} pending={save.isPending} maxWidth="md">
      <DialogForm
        title={intl.formatMessage({ id: 'schedule.results.title' })}
        onSubmit={onSubmit}
        onCancel={onClose}
        submitLabel={intl.formatMessage({ id: 'schedule.results.save' })}
        pending={save.isPending}
        dirty={hasEditedCells(regular, cells, gamesPerMatch)}
      >
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <TextField
            select
            size="small"
            label={intl.formatMessage({ id: 'schedule.results.date' })}
            value={date}
            onChange={(event) => setDate(event.target.value)}
            sx={{ minWidth: 200 }}
          >
            {dates.map((day) => (
              <MenuItem key={day} value={day}>
                {formatDay(day)}
              </MenuItem>
            ))}
          </TextField>
          <Typography variant="body2" color="text.secondary">
            {intl.formatMessage({ id: 'schedule.results.help' })}
          </Typography>
        </Stack>
        <FormErrorAlert error={save.error} />
        {phone ? (
          // A phone has no room for the table's four columns: each game is a block, its boxes under its teams.
          <Stack component="ul" aria-label={tableLabel} divider={<Divider component="li" aria-hidden />} spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {night.map((game, row) => {
              const shown = describe(game);
              return (
                <Stack component="li" key={game.id} spacing={0.75}>
                  <Typography variant="caption" color="text.secondary" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                    {format.time(game)} · {game.court_name}
                  </Typography>
                  <Typography variant="subtitle2" component="p">
                    {shown.home} v {shown.away}
                  </Typography>
                  {shown.note}
                  <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
                    {scoreBoxes(game, shown, row, 'column')}
                    <Typography variant="body2">{shown.result}</Typography>
                  </Stack>
                </Stack>
              );
            })}
          </Stack>
        ) : (
          <Table size="small" aria-label={tableLabel}>
            <TableHead>
              <TableRow>
                <TableCell>{intl.formatMessage({ id: 'schedule.column.time' })}</TableCell>
                <TableCell>{intl.formatMessage({ id: 'schedule.column.match' })}</TableCell>
                <TableCell>{intl.formatMessage({ id: 'schedule.results.scores' })}</TableCell>
                <TableCell>{intl.formatMessage({ id: 'schedule.results.result' })}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {night.map((game, row) => {
                const shown = describe(game);
                return (
                  <TableRow key={game.id}>
                    <TableCell sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                      {format.time(game)}
                      <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                        {game.court_name}
                      </Typography>
                    </TableCell>
                    <TableCell>
                      {shown.home} v {shown.away}
                      {shown.note}
                    </TableCell>
                    <TableCell>{scoreBoxes(game, shown, row, 'row')}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{shown.result}</TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        )}
      </DialogForm>
    </FormDialog>
  );
}

import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { Court, Game } from '@matchday/domain';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { DialogForm } from '../../../components/dialogs/DialogForm';
import { FormDialog } from '../../../components/dialogs/FormDialog';
import { FormErrorAlert } from '../../../components/form/FormErrorAlert';
import { useNotify } from '../../../lib/notify';
import { useAreaListWords } from '../../../lib/use-area-words';
import { useUpdateGame } from '../api/use-game-mutations';
import { useGameFormat } from '../../../lib/use-game-format';

/** Moves or reschedules a game to another date, time or court; a taken court is refused with who holds it. */
export function MoveGameDialog({
  slug,
  leagueId,
  game,
  courts,
  onClose,
}: {
  slug: string;
  leagueId: string;
  game: Game;
  courts: readonly Court[];
  onClose: () => void;
}) {
  const intl = useIntl();
  const notify = useNotify();
  const format = useGameFormat();
  const update = useUpdateGame(slug, leagueId);
  const areas = useAreaListWords(courts.map((entry) => entry.playing_area));
  const [date, setDate] = useState(game.date);
  const [time, setTime] = useState(game.time);
  const [court, setCourt] = useState(game.playing_area_id);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    update.mutate(
      { gameId: game.id, changes: { date, time, playing_area_id: court } },
      { onSuccess: (moved) => (notify.success(intl.formatMessage({ id: 'schedule.move.done' }, { when: format.when(moved) })), onClose()) },
    );
  };
  return (
    <FormDialog open onClose={onClose} pending={update.isPending}>
      <DialogForm
        title={intl.formatMessage({ id: 'schedule.move.title' }, { home: format.teamLabel(game, 'home'), away: format.teamLabel(game, 'away') })}
        onSubmit={onSubmit}
        onCancel={onClose}
        submitLabel={intl.formatMessage({ id: 'schedule.move.submit' })}
        pending={update.isPending}
        dirty={date !== game.date || time !== game.time || court !== game.playing_area_id}
      >
        <FormErrorAlert error={update.error} />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            type="date"
            label={intl.formatMessage({ id: 'schedule.move.date' })}
            value={date}
            onChange={(event) => setDate(event.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            type="time"
            label={intl.formatMessage({ id: 'schedule.move.time' }, { zone: game.timezone })}
            value={time}
            onChange={(event) => setTime(event.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Stack>
        <TextField select label={areas.singular} value={court} onChange={(event) => setCourt(event.target.value)}>
          {courts.map((entry) => (
            <MenuItem key={entry.playing_area_id} value={entry.playing_area_id}>
              {entry.court_name} · {entry.location_name}
            </MenuItem>
          ))}
        </TextField>
      </DialogForm>
    </FormDialog>
  );
}

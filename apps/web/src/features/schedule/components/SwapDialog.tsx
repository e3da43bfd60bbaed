import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { Game } from '@matchday/domain';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { DialogForm } from '../../../components/dialogs/DialogForm';
import { FormDialog } from '../../../components/dialogs/FormDialog';
import { FormErrorAlert } from '../../../components/form/FormErrorAlert';
import { useNotify } from '../../../lib/notify';
import { useSwapGames } from '../api/use-game-mutations';
import { useGameFormat } from '../../../lib/use-game-format';

/** Two games trade their dates, times and courts. */
export function SwapDialog({
  slug,
  leagueId,
  game,
  games,
  onClose,
}: {
  slug: string;
  leagueId: string;
  game: Game;
  games: readonly Game[];
  onClose: () => void;
}) {
  const intl = useIntl();
  const notify = useNotify();
  const format = useGameFormat();
  const swap = useSwapGames(slug, leagueId);
  const candidates = games.filter((other) => other.id !== game.id && other.scores.length === 0 && other.stage === game.stage);
  const [other, setOther] = useState('');
  const describe = (entry: Game) => `${format.when(entry)} · ${entry.court_name} — ${format.teamLabel(entry, 'home')} v ${format.teamLabel(entry, 'away')}`;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    swap.mutate([game.id, other], { onSuccess: () => (notify.success(intl.formatMessage({ id: 'schedule.swap.done' })), onClose()) });
  };
  return (
    <FormDialog open onClose={onClose} pending={swap.isPending}>
      <DialogForm
        title={intl.formatMessage({ id: 'schedule.swap.title' })}
        onSubmit={onSubmit}
        onCancel={onClose}
        submitLabel={intl.formatMessage({ id: 'schedule.swap.submit' })}
        pending={swap.isPending}
        submitDisabled={!other}
        dirty={other !== ''}
      >
        <FormErrorAlert error={swap.error} />
        <TextField label={intl.formatMessage({ id: 'schedule.swap.this' })} value={describe(game)} slotProps={{ htmlInput: { readOnly: true } }} />
        <TextField select label={intl.formatMessage({ id: 'schedule.swap.with' })} value={other} onChange={(event) => setOther(event.target.value)}>
          {candidates.map((entry) => (
            <MenuItem key={entry.id} value={entry.id}>
              {describe(entry)}
            </MenuItem>
          ))}
        </TextField>
      </DialogForm>
    </FormDialog>
  );
}

import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { useFieldErrorText } from '../../../components/form/use-field-error-text';
import { fullName } from '../../../lib/player-name';
import { captainChoices } from './captain-choice';

interface CaptainFieldProps<T extends FieldValues> {
  control: Control<T, unknown, unknown>;
  name: FieldPath<T>;
  /** The team's players: the captain is one of them. */
  players: readonly { id: string; first_name: string; last_name: string }[];
}

/** Chooses the captain among the team's players, or none; the form holds the player id or null. */
export function CaptainField<T extends FieldValues>({ control, name, players }: CaptainFieldProps<T>) {
  const intl = useIntl();
  const { field, fieldState } = useController({ control, name });
  const errorText = useFieldErrorText(fieldState.error);
  return (
    <TextField
      select
      fullWidth
      name={field.name}
      label={intl.formatMessage({ id: 'teams.field.captain' })}
      value={(field.value as string | null) ?? ''}
      onChange={(event) => field.onChange(event.target.value || null)}
      onBlur={field.onBlur}
      inputRef={field.ref}
      disabled={players.length === 0}
      error={Boolean(fieldState.error)}
      helperText={errorText ?? intl.formatMessage({ id: players.length === 0 ? 'teams.field.captainNoPlayers' : 'teams.field.captainHint' })}
    >
      {captainChoices(players).map((player) =>
        player ? (
          <MenuItem key={player.id} value={player.id}>
            {fullName(player)}
          </MenuItem>
        ) : (
          <MenuItem key="none" value="">
            <em>{intl.formatMessage({ id: 'teams.field.noCaptain' })}</em>
          </MenuItem>
        ),
      )}
    </TextField>
  );
}

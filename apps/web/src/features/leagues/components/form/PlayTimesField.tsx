import AddRounded from '@mui/icons-material/AddRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { WEEKDAYS } from '@matchday/domain';
import { useFieldArray, useFormState } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormSelect } from '../../../../components/form/FormSelect';
import { FormTextField } from '../../../../components/form/FormTextField';
import { useLabels } from '../../../../lib/use-labels';
import type { LeagueFormControl } from './league-form-schema';
import { ListFieldError } from './ListFieldError';

const FIRST_GAME_TIME = '19:00';

/** The weekly play slots: a weekday and the first game's start time, as many rows as needed. */
export function PlayTimesField({ control }: { control: LeagueFormControl }) {
  const intl = useIntl();
  const label = useLabels();
  const { fields, append, remove } = useFieldArray({ control, name: 'play_times', keyName: 'key' });
  const { errors } = useFormState({ control, name: 'play_times' });
  const days = WEEKDAYS.map((day) => ({ value: day, label: label('weekday', day) }));

  const addRow = () => {
    // The next weekday after the last row, at the same time: the usual second night of a league.
    const last = fields.at(-1);
    const nextDay = last ? WEEKDAYS[(WEEKDAYS.indexOf(last.day as (typeof WEEKDAYS)[number]) + 1) % WEEKDAYS.length] : 'mon';
    append({ day: nextDay ?? 'mon', start_time: last?.start_time ?? FIRST_GAME_TIME });
  };

  return (
    <Stack spacing={1.5} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle2">
        <FormattedMessage id="leagues.form.playTimes" />
      </Typography>
      {fields.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          <FormattedMessage id="leagues.form.noPlayTimes" />
        </Typography>
      )}
      {fields.map((row, index) => (
        <Stack key={row.key} direction="row" spacing={1.5} alignItems="flex-start">
          <FormSelect
            control={control}
            name={`play_times.${index}.day`}
            label={intl.formatMessage({ id: 'leagues.form.weekday' })}
            options={days}
            size="small"
          />
          <FormTextField
            control={control}
            name={`play_times.${index}.start_time`}
            type="time"
            size="small"
            label={intl.formatMessage({ id: 'leagues.form.startTime' })}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 300 } }}
          />
          <IconButton
            onClick={() => remove(index)}
            aria-label={intl.formatMessage({ id: 'leagues.form.removePlayTime' }, { number: index + 1 })}
            sx={{ mt: 0.25 }}
          >
            <DeleteOutlineRounded />
          </IconButton>
        </Stack>
      ))}
      <ListFieldError error={errors.play_times} />
      <div>
        <Button size="small" startIcon={<AddRounded />} onClick={addRow}>
          <FormattedMessage id="leagues.form.addPlayTime" />
        </Button>
      </div>
    </Stack>
  );
}

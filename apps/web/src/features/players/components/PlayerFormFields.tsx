import Grid from '@mui/material/Grid';
import { GENDERS } from '@matchday/domain';
import type { Control } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { FormSelect } from '../../../components/form/FormSelect';
import { FormTextField } from '../../../components/form/FormTextField';
import { useLabels } from '../../../lib/use-labels';
import type { PlayerFormInput, PlayerFormValues } from '../../../lib/player-form';

/** Every field of a player: names and contact, date of birth and gender, emergency contact, notes. */
export function PlayerFormFields({ control }: { control: Control<PlayerFormInput, unknown, PlayerFormValues> }) {
  const intl = useIntl();
  const label = useLabels();
  const genderOptions = [
    { value: '', label: intl.formatMessage({ id: 'players.field.genderNotGiven' }) },
    ...GENDERS.map((gender) => ({ value: gender, label: label('gender', gender) })),
  ];
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField control={control} name="first_name" label={intl.formatMessage({ id: 'players.field.firstName' })} required autoComplete="off" />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField control={control} name="last_name" label={intl.formatMessage({ id: 'players.field.lastName' })} required autoComplete="off" />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField control={control} name="email" type="email" label={intl.formatMessage({ id: 'players.field.email' })} required autoComplete="off" />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField control={control} name="phone" type="tel" label={intl.formatMessage({ id: 'players.field.phone' })} autoComplete="off" />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField
          control={control}
          name="date_of_birth"
          type="date"
          label={intl.formatMessage({ id: 'players.field.dateOfBirth' })}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormSelect control={control} name="gender" label={intl.formatMessage({ id: 'players.field.gender' })} options={genderOptions} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField
          control={control}
          name="emergency_contact_name"
          label={intl.formatMessage({ id: 'players.field.emergencyContactName' })}
          autoComplete="off"
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField
          control={control}
          name="emergency_contact_phone"
          type="tel"
          label={intl.formatMessage({ id: 'players.field.emergencyContactPhone' })}
          autoComplete="off"
        />
      </Grid>
      <Grid size={12}>
        <FormTextField
          control={control}
          name="notes"
          label={intl.formatMessage({ id: 'players.field.notes' })}
          helperText={intl.formatMessage({ id: 'players.field.notesHint' })}
          multiline
          minRows={3}
        />
      </Grid>
    </Grid>
  );
}

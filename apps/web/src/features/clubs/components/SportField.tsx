import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Control } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { FormSelect } from '../../../components/form/FormSelect';
import { useFormsOptions } from '../../../lib/forms-options/use-forms-options';
import type { ClubSettingsInput } from './club-settings-form';
import { PlayingAreaLabel } from '../../../components/club/PlayingAreaLabel';
import { useSportLabel } from '../../../lib/club/use-sport-label';

/** The club's default sport; each option says what its playing area is called (spec §9). */
export function SportField({ control }: { control: Control<ClubSettingsInput> }) {
  const intl = useIntl();
  const { sports } = useFormsOptions();
  const sportLabel = useSportLabel();
  const options = sports.map((sport) => ({
    value: sport.value,
    label: (
      <Stack direction="row" justifyContent="space-between" spacing={2} sx={{ width: '100%' }}>
        <span>{sportLabel(sport.value, sport.label)}</span>
        <Typography component="span" variant="body2" color="text.secondary">
          <PlayingAreaLabel area={sport.playing_area} />
        </Typography>
      </Stack>
    ),
  }));
  return (
    <FormSelect
      control={control}
      name="default_sport"
      label={intl.formatMessage({ id: 'clubs.settings.defaultSport' })}
      helperText={intl.formatMessage({ id: 'clubs.settings.defaultSportHint' })}
      options={options}
      required
    />
  );
}

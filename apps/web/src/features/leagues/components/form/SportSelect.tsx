import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { FormSelect } from '../../../../components/form/FormSelect';
import { PlayingAreaLabel } from '../../../../components/club/PlayingAreaLabel';
import { useSportOptions } from '../shared/use-sport-options';
import type { LeagueFormControl } from './league-form-schema';

/** The league's sport; each option says what its playing areas are called (spec §9). */
export function SportSelect({ control }: { control: LeagueFormControl }) {
  const intl = useIntl();
  const options = useSportOptions().map((sport) => ({
    value: sport.value,
    label: (
      <Stack direction="row" justifyContent="space-between" spacing={2} sx={{ width: '100%' }}>
        <span>{sport.label}</span>
        <Typography component="span" variant="body2" color="text.secondary">
          <PlayingAreaLabel area={sport.playingArea} />
        </Typography>
      </Stack>
    ),
  }));
  return <FormSelect control={control} name="sport" label={intl.formatMessage({ id: 'leagues.form.sport' })} options={options} required />;
}

import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { playingAreaName, SPORTS } from '@matchday/domain';
import { useMemo } from 'react';
import type { Control } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { FormSelect, type SelectOption } from '../../../components/form/FormSelect';
import { VisuallyHidden } from '../../../components/VisuallyHidden';
import { useSportLabel } from '../../../lib/club/use-sport-label';
import { useAreaName } from '../../../lib/use-area-words';
import { CLUB_SPORT, type LocationFormValues } from './location-form';

/**
 * The sport played at the location, which names its playing areas: first the club's (the default),
 * then every sport in the reader's alphabetical order, each with its area word (spec §9).
 */
export function LocationSportField({ control, clubSport }: { control: Control<LocationFormValues>; clubSport: string }) {
  const intl = useIntl();
  const areaName = useAreaName();
  const sportName = useSportLabel();
  const options = useMemo(() => {
    const option = (value: string, label: string, sport: string): SelectOption => ({
      value,
      label: (
        <Stack direction="row" justifyContent="space-between" spacing={2} sx={{ width: '100%' }}>
          <span>{label}</span>
          {/* Read as 'Basketball, Court' rather than run together. */}
          <VisuallyHidden>, </VisuallyHidden>
          <Typography component="span" variant="body2" color="text.secondary">
            {areaName(playingAreaName(sport))}
          </Typography>
        </Stack>
      ),
    });
    const collator = new Intl.Collator(intl.locale);
    const sports = SPORTS.map((sport) => ({ sport, name: sportName(sport) })).sort((a, b) => collator.compare(a.name, b.name));
    return [
      option(CLUB_SPORT, intl.formatMessage({ id: 'locations.form.sportClubDefault' }, { sport: sportName(clubSport) }), clubSport),
      ...sports.map(({ sport, name }) => option(sport, name, sport)),
    ];
  }, [intl, areaName, sportName, clubSport]);
  return (
    <FormSelect
      control={control}
      name="sport"
      label={intl.formatMessage({ id: 'locations.form.sport' })}
      helperText={intl.formatMessage({ id: 'locations.form.sportHint' })}
      options={options}
    />
  );
}

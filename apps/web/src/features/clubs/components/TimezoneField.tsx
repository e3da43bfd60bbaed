import { UNKNOWN_TIMEZONE } from '@matchday/domain';
import { useMemo } from 'react';
import type { Control } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { FormAutocomplete } from '../../../components/form/FormAutocomplete';
import { useFormsOptions } from '../../forms-options/use-forms-options';
import type { ClubSettingsInput } from './club-settings-form';

/** The club timezone, searchable, with the spec's abbreviation beside each zone that has one. */
export function TimezoneField({ control }: { control: Control<ClubSettingsInput> }) {
  const intl = useIntl();
  const { timezones } = useFormsOptions();
  const options = useMemo(
    () => timezones.map(({ value, abbreviation }) => ({ value, label: value, ...(abbreviation !== UNKNOWN_TIMEZONE && { hint: abbreviation }) })),
    [timezones],
  );
  return (
    <FormAutocomplete
      control={control}
      name="timezone"
      label={intl.formatMessage({ id: 'clubs.settings.timezone' })}
      helperText={intl.formatMessage({ id: 'clubs.settings.timezoneHint' })}
      options={options}
      required
    />
  );
}

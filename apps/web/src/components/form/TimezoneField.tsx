import { UNKNOWN_TIMEZONE, timezoneAbbreviation } from '@matchday/domain';
import { useMemo, useState } from 'react';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { FormAutocomplete } from './FormAutocomplete';
import { useFormsOptions } from '../../lib/forms-options/use-forms-options';

interface TimezoneFieldProps<T extends FieldValues> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any resolver output, as the shared form fields take
  control: Control<T, any, any>;
  /** The form's timezone field: the club's settings and a location both have one. */
  name: FieldPath<T>;
}

/**
 * A timezone, searchable, with the spec's abbreviation beside each zone that has one: the one in effect when the form
 * opened, worked out here rather than taken from the forms options, which are loaded once at start.
 */
export function TimezoneField<T extends FieldValues>({ control, name }: TimezoneFieldProps<T>) {
  const intl = useIntl();
  const { timezones } = useFormsOptions();
  const [now] = useState(() => new Date()); // a form is short-lived: the names as on the day it opened
  const options = useMemo(
    () =>
      timezones.map(({ value }) => {
        const abbreviation = timezoneAbbreviation(value, now);
        return { value, label: value, ...(abbreviation !== UNKNOWN_TIMEZONE && { hint: abbreviation }) };
      }),
    [timezones, now],
  );
  return (
    <FormAutocomplete
      control={control}
      name={name}
      label={intl.formatMessage({ id: 'clubs.settings.timezone' })}
      helperText={intl.formatMessage({ id: 'clubs.settings.timezoneHint' })}
      options={options}
      required
    />
  );
}

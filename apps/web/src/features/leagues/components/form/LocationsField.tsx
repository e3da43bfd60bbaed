import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { MAX_PAGE_SIZE } from '@matchday/domain';
import { useMemo } from 'react';
import { useController } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { linkChunk } from '../../../../components/form/link-chunk';
import { useFieldErrorText } from '../../../../components/form/use-field-error-text';
import { clubPagePath } from '../../../../lib/routes';
import { useLocations } from '../../../../lib/api/use-locations';
import type { LeagueFormControl } from './league-form-schema';

export interface NamedRecord {
  id: string;
  name: string;
}

interface LocationsFieldProps {
  control: LeagueFormControl;
  slug: string;
  /** The league's current locations: one archived since still shows by name until it is removed. */
  current: readonly NamedRecord[];
}

/** The club's locations where the league plays, chosen among those not archived. */
export function LocationsField({ control, slug, current }: LocationsFieldProps) {
  const intl = useIntl();
  const { field, fieldState } = useController({ control, name: 'location_ids' });
  const errorText = useFieldErrorText(fieldState.error);
  const locations = useLocations(slug, { page_size: MAX_PAGE_SIZE, archived: 'active' });
  const active = useMemo(() => locations.data?.items ?? [], [locations.data]);
  const names = useMemo(() => new Map([...current, ...active].map((location) => [location.id, location.name])), [current, active]);
  const isActive = (id: string) => active.some((location) => location.id === id);
  const nameOf = (id: string) => {
    const name = names.get(id) ?? id;
    return locations.data && !isActive(id) ? intl.formatMessage({ id: 'leagues.form.archivedLocation' }, { name }) : name;
  };
  const none = locations.data !== undefined && active.length === 0;

  return (
    <Autocomplete
      multiple
      filterSelectedOptions
      options={active.map((location) => location.id)}
      value={field.value}
      onChange={(_event, ids) => field.onChange(ids)}
      onBlur={field.onBlur}
      getOptionLabel={nameOf}
      loading={locations.isPending}
      loadingText={intl.formatMessage({ id: 'common.loading' })}
      noOptionsText={intl.formatMessage({ id: 'leagues.form.noMoreLocations' })}
      renderValue={(ids, getItemProps) =>
        ids.map((id, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return <Chip key={key} {...itemProps} size="small" label={nameOf(id)} color={isActive(id) || !locations.data ? 'default' : 'warning'} />;
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          name={field.name}
          inputRef={field.ref}
          label={intl.formatMessage({ id: 'leagues.form.locations' })}
          error={Boolean(fieldState.error)}
          helperText={
            errorText ??
            (none ? (
              <FormattedMessage id="leagues.form.noLocations" values={{ link: linkChunk(clubPagePath(slug, 'locationNew')) }} />
            ) : (
              intl.formatMessage({ id: 'leagues.form.locationsHint' })
            ))
          }
        />
      )}
    />
  );
}

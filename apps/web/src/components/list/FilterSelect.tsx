import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useId } from 'react';

export interface FilterOption {
  value: string;
  label: string;
}

interface FilterSelectBase {
  label: string;
  options: readonly FilterOption[];
}

/** With `allLabel` ("All statuses") the first choice removes the filter (undefined); without it every choice is in `options`. */
type FilterSelectProps = FilterSelectBase &
  ({ allLabel: string; value: string | undefined; onChange: (value: string | undefined) => void } | { allLabel?: undefined; value: string; onChange: (value: string) => void });

/** One filter of a list: a compact select that narrows its rows. */
export function FilterSelect(props: FilterSelectProps) {
  const { label, allLabel, value, options } = props;
  const id = useId();
  // A value the options do not hold (a season from an old link) is still shown as chosen.
  const shown = value !== undefined && !options.some((option) => option.value === value) ? [...options, { value, label: value }] : options;
  return (
    <TextField
      id={id}
      select
      size="small"
      label={label}
      value={value ?? ''}
      onChange={(event) => {
        const next = event.target.value;
        if (props.allLabel === undefined) props.onChange(next);
        else props.onChange(next === '' ? undefined : next);
      }}
      slotProps={{ select: { displayEmpty: true, MenuProps: { slotProps: { paper: { sx: { maxHeight: 360 } } } } }, inputLabel: { shrink: true } }}
      sx={{ flex: { xs: '1 1 140px', md: '0 0 190px' }, minWidth: 0 }}
    >
      {allLabel !== undefined && (
        <MenuItem value="">
          <em>{allLabel}</em>
        </MenuItem>
      )}
      {shown.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useId } from 'react';

export interface FilterOption {
  value: string;
  label: string;
}

/**
 * A filter that can be off (`value` undefined) has `allLabel`, the first choice, which turns it off ("All
 * statuses"); a filter that is always on lists every choice in `options`.
 */
type FilterSelectProps<V extends string | undefined> = {
  label: string;
  value: V;
  options: readonly FilterOption[];
  onChange: (value: V) => void;
} & (undefined extends V ? { allLabel: string } : { allLabel?: never });

/** One filter of a list: a compact select that narrows its rows. */
export function FilterSelect<V extends string | undefined>({ label, allLabel, value, options, onChange }: FilterSelectProps<V>) {
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
      onChange={(event) => onChange((allLabel !== undefined && event.target.value === '' ? undefined : event.target.value) as V)}
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

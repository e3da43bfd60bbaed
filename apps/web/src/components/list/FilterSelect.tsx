import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useId } from 'react';

export interface FilterOption {
  value: string;
  label: string;
}

interface FilterSelectProps {
  label: string;
  /** What the empty choice says: "All statuses". */
  allLabel: string;
  value: string | undefined;
  options: readonly FilterOption[];
  onChange: (value: string | undefined) => void;
}

/** One filter of the list: a compact select whose first choice removes the filter. */
export function FilterSelect({ label, allLabel, value, options, onChange }: FilterSelectProps) {
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
      onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value)}
      slotProps={{ select: { displayEmpty: true, MenuProps: { slotProps: { paper: { sx: { maxHeight: 360 } } } } }, inputLabel: { shrink: true } }}
      sx={{ flex: { xs: '1 1 140px', md: '0 0 190px' }, minWidth: 0 }}
    >
      <MenuItem value="">
        <em>{allLabel}</em>
      </MenuItem>
      {shown.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

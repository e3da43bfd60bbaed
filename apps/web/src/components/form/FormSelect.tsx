import type { ReactNode } from 'react';
import MenuItem from '@mui/material/MenuItem';
import type { FieldValues } from 'react-hook-form';
import { FormTextField, type FormTextFieldProps } from './FormTextField';

export interface SelectOption {
  value: string;
  label: ReactNode;
}

/** A select bound to a react-hook-form field; the options render as given. */
export function FormSelect<T extends FieldValues>({ options, ...props }: Omit<FormTextFieldProps<T>, 'select'> & { options: readonly SelectOption[] }) {
  return (
    <FormTextField {...props} select slotProps={{ ...props.slotProps, select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 360 } } } } } }}>
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </FormTextField>
  );
}

import InputAdornment from '@mui/material/InputAdornment';
import type { FieldValues } from 'react-hook-form';
import { FormTextField, type FormTextFieldProps } from '../../../../components/form/FormTextField';

/** An amount in US dollars, typed as "450.00". */
export function MoneyField<T extends FieldValues>({ slotProps, ...props }: Omit<FormTextFieldProps<T>, 'type'>) {
  return (
    <FormTextField
      {...props}
      slotProps={{ ...slotProps, htmlInput: { inputMode: 'decimal' }, input: { startAdornment: <InputAdornment position="start">$</InputAdornment> } }}
    />
  );
}

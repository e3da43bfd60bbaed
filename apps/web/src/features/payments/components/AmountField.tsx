import InputAdornment from '@mui/material/InputAdornment';
import type { FieldValues } from 'react-hook-form';
import { FormTextField, type FormTextFieldProps } from '../../../components/form/FormTextField';

/** An amount in US dollars, typed as "50" or "49.50"; the form sends it as integer cents. Required unless said (a blank optional one is none). */
export function AmountField<T extends FieldValues>({ slotProps, required = true, ...props }: Omit<FormTextFieldProps<T>, 'type'>) {
  return (
    <FormTextField
      {...props}
      required={required}
      slotProps={{
        ...slotProps,
        htmlInput: { inputMode: 'decimal', autoComplete: 'off' },
        input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
      }}
    />
  );
}

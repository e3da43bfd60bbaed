import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import { useId, type ReactNode } from 'react';

export type LiteTextFieldProps = Omit<OutlinedInputProps, 'label' | 'error' | 'fullWidth'> & {
  label: string;
  /** The error or hint under the field; an error also marks the field. */
  helperText?: ReactNode;
  error?: boolean;
};

/**
 * MUI's outlined TextField as a first screen needs it: the same parts (label, outlined input, helper text,
 * wired by id) without TextField itself, which imports Select and with it Menu, Popover and Modal (~4 KB
 * gzip on the sign-in page's load). Full width, like every form field of the app.
 */
export function LiteTextField({ id, label, helperText, error = false, ...input }: LiteTextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const helperTextId = helperText ? `${inputId}-helper-text` : undefined;
  return (
    <FormControl fullWidth error={error} variant="outlined">
      <InputLabel htmlFor={inputId}>{label}</InputLabel>
      <OutlinedInput {...input} id={inputId} label={label} aria-describedby={helperTextId} />
      {helperText && <FormHelperText id={helperTextId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}

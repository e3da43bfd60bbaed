import type { FieldValues } from 'react-hook-form';
import { FormTextField, type FormTextFieldProps } from './FormTextField';
import { usePasswordVisibility } from './password-visibility';

/** A password field with a show/hide toggle. */
export function PasswordField<T extends FieldValues>(props: Omit<FormTextFieldProps<T>, 'type'>) {
  const { type, toggle } = usePasswordVisibility();
  return <FormTextField {...props} type={type} slotProps={{ input: { endAdornment: toggle } }} />;
}

import type { FieldValues } from 'react-hook-form';
import { FormTextField, type FormTextFieldProps } from '../../../../components/form/FormTextField';

/** A whole number typed as text, so a wrong entry gets an error message rather than silently becoming empty. */
export function CountField<T extends FieldValues>({ slotProps, ...props }: Omit<FormTextFieldProps<T>, 'type'>) {
  return <FormTextField {...props} slotProps={{ ...slotProps, htmlInput: { inputMode: 'numeric', pattern: '[0-9]*' } }} />;
}

import type { FieldValues } from 'react-hook-form';
import { FormTextField, type FormTextFieldProps } from '../../../../components/form/FormTextField';

/** A calendar date (YYYY-MM-DD) with the browser's date picker. */
export function DateField<T extends FieldValues>({ slotProps, ...props }: Omit<FormTextFieldProps<T>, 'type'>) {
  return <FormTextField {...props} type="date" slotProps={{ ...slotProps, inputLabel: { shrink: true } }} />;
}

import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useFieldErrorText } from './use-field-error-text';

export type FormTextFieldProps<T extends FieldValues> = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'defaultValue'> & {
  /** Any context and submitted type: a resolver may transform the values, which a field never reads. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- react-hook-form's own default for both
  control: Control<T, any, any>;
  name: FieldPath<T>;
};

/** A MUI text field bound to a react-hook-form field, showing its error under it. */
export function FormTextField<T extends FieldValues>({ control, name, helperText, disabled, ...props }: FormTextFieldProps<T>) {
  const { field, fieldState } = useController({ control, name, disabled });
  const errorText = useFieldErrorText(fieldState.error);
  return (
    <TextField
      fullWidth
      {...props}
      name={field.name}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      disabled={field.disabled}
      error={Boolean(fieldState.error)}
      helperText={errorText ?? helperText}
    />
  );
}

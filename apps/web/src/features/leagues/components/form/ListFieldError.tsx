import FormHelperText from '@mui/material/FormHelperText';
import type { FieldError } from 'react-hook-form';
import { useFieldErrorText } from '../../../../components/form/use-field-error-text';

type ListError = { type?: FieldError['type']; message?: string; root?: FieldError };

/** The error of a list field as a whole: its own message, or its root one under useFieldArray. */
export function ListFieldError({ error }: { error: ListError | undefined }) {
  const own = error?.message !== undefined ? { type: error.type ?? 'custom', message: error.message } : undefined;
  const text = useFieldErrorText(own ?? error?.root);
  return text ? (
    <FormHelperText error role="alert">
      {text}
    </FormHelperText>
  ) : null;
}

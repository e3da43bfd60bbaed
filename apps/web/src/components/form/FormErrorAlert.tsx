import Alert from '@mui/material/Alert';
import { useIntl } from 'react-intl';
import { errorText } from './error-text';

/** The form-level alert for a failed submit; renders nothing without an error. */
export function FormErrorAlert({ error }: { error: unknown }) {
  const intl = useIntl();
  if (error == null) return null;
  return (
    <Alert severity="error" variant="outlined" role="alert">
      {errorText(intl, error)}
    </Alert>
  );
}

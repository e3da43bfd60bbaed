import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { FormattedMessage } from 'react-intl';
import { FormErrorAlert } from './form/FormErrorAlert';
import { isApiError } from '../lib/api-client';

/**
 * A failed save or delete. When the server refused because the record is in use, the alert says so and
 * shows the server's reason (what uses it); any other failure is the usual form alert.
 */
export function RefusalAlert({ error }: { error: unknown }) {
  if (error == null) return null;
  if (isApiError(error) && error.code === 'in_use') {
    return (
      <Alert severity="warning" variant="outlined" role="alert">
        <AlertTitle>
          <FormattedMessage id="locations.ui.inUseTitle" />
        </AlertTitle>
        {error.message}
      </Alert>
    );
  }
  return <FormErrorAlert error={error} />;
}

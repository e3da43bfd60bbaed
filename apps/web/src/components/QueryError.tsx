import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { FormattedMessage, useIntl } from 'react-intl';
import { errorText } from './form/error-text';
import { isApiError } from '../lib/api-client';

/** A load that failed: what went wrong, and a retry unless the record simply does not exist. */
export function QueryError({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const intl = useIntl();
  const missing = isApiError(error) && error.status === 404;
  return (
    <Alert
      severity={missing ? 'warning' : 'error'}
      variant="outlined"
      role="alert"
      action={
        !missing && onRetry ? (
          <Button color="inherit" size="small" onClick={onRetry}>
            <FormattedMessage id="common.retry" />
          </Button>
        ) : undefined
      }
    >
      {missing ? intl.formatMessage({ id: 'players.notFound' }) : errorText(intl, error)}
    </Alert>
  );
}

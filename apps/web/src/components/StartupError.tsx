import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { FormattedMessage } from 'react-intl';
import { isApiError } from '../lib/api-error';

/** Shown when something the whole app needs could not be loaded; the user can try again. */
export function StartupError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 3 }}>
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={onRetry}>
            <FormattedMessage id="common.retry" />
          </Button>
        }
      >
        <FormattedMessage id="errors.startup_failed" />
        {isApiError(error) && error.code ? ` (${error.message})` : null}
      </Alert>
    </Box>
  );
}

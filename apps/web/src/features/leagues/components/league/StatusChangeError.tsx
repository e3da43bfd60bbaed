import Alert from '@mui/material/Alert';
import { useIntl } from 'react-intl';
import { errorText } from '../../../../components/form/error-text';
import { fieldErrorDescriptor } from '../../../../components/form/field-error-message';
import { isApiError } from '../../../../lib/api-client';

/** Why the server refused a status change, in the reader's language when the server named the reason by id. */
export function StatusChangeError({ error, onClose }: { error: unknown; onClose: () => void }) {
  const intl = useIntl();
  if (error == null) return null;
  const reason = isApiError(error) ? fieldErrorDescriptor(error.errors?.status?.[0], undefined) : null;
  return (
    <Alert severity="error" variant="outlined" role="alert" onClose={onClose} closeText={intl.formatMessage({ id: 'common.close' })}>
      {reason ? intl.formatMessage({ id: reason.id }, reason.values) : errorText(intl, error)}
    </Alert>
  );
}

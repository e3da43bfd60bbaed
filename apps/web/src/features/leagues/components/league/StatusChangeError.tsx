import Alert from '@mui/material/Alert';
import { useIntl } from 'react-intl';
import { errorText } from '../../../../components/form/error-text';
import { useLabels } from '../../../../lib/use-labels';
import { transitionRefusalOf } from './transition-options';

/** Why the server refused a status change, in the reader's language when it is a lifecycle refusal. */
export function StatusChangeError({ error, onClose }: { error: unknown; onClose: () => void }) {
  const intl = useIntl();
  const label = useLabels();
  if (error == null) return null;
  const refusal = transitionRefusalOf(error);
  return (
    <Alert severity="error" variant="outlined" role="alert" onClose={onClose} closeText={intl.formatMessage({ id: 'common.close' })}>
      {refusal ? label('transition_refusal', refusal) : errorText(intl, error)}
    </Alert>
  );
}

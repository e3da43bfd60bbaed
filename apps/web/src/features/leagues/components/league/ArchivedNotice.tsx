import Alert from '@mui/material/Alert';
import { FormattedMessage } from 'react-intl';

/** An archived league is read only: say so, and how to change it again. */
export function ArchivedNotice() {
  return (
    <Alert severity="info" variant="outlined">
      <FormattedMessage id="leagues.page.archivedNotice" />
    </Alert>
  );
}

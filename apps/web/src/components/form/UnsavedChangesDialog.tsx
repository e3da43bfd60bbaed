import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import type { UnsavedChangesGuard } from './use-unsaved-changes-guard';

/** Asks whether to leave a form with unsaved edits; staying is the default, so Escape or a click outside keeps them. */
export function UnsavedChangesDialog({ guard }: { guard: UnsavedChangesGuard }) {
  const titleId = useId();
  const descriptionId = useId();
  return (
    <Dialog open={guard.isAsking} onClose={guard.stay} aria-labelledby={titleId} aria-describedby={descriptionId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>
        <FormattedMessage id="pages.unsavedChanges.title" />
      </DialogTitle>
      <DialogContent>
        <DialogContentText id={descriptionId}>
          <FormattedMessage id="pages.unsavedChanges.description" />
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={guard.stay} autoFocus>
          <FormattedMessage id="pages.unsavedChanges.stay" />
        </Button>
        <Button onClick={guard.discard} color="error" variant="contained">
          <FormattedMessage id="pages.unsavedChanges.discard" />
        </Button>
      </DialogActions>
    </Dialog>
  );
}

import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { FormattedMessage } from 'react-intl';

interface DiscardChangesDialogProps {
  open: boolean;
  onKeepEditing: () => void;
  onDiscard: () => void;
}

/** Asks before a form dialog with edits closes; keeping them is the default, so Escape or a click outside keeps them. */
export function DiscardChangesDialog({ open, onKeepEditing, onDiscard }: DiscardChangesDialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  return (
    <Dialog open={open} onClose={onKeepEditing} aria-labelledby={titleId} aria-describedby={descriptionId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>
        <FormattedMessage id="common.discardChanges.title" />
      </DialogTitle>
      <DialogContent>
        <DialogContentText id={descriptionId}>
          <FormattedMessage id="common.discardChanges.description" />
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onKeepEditing} autoFocus>
          <FormattedMessage id="common.discardChanges.keepEditing" />
        </Button>
        <Button onClick={onDiscard} color="error" variant="contained">
          <FormattedMessage id="common.discardChanges.discard" />
        </Button>
      </DialogActions>
    </Dialog>
  );
}

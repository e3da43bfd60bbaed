import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useId, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { FormErrorAlert } from '../../../components/form/FormErrorAlert';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  onClose: () => void;
  pending?: boolean;
  /** The refusal of the last attempt, shown above the buttons (a delete the server refused says why). */
  error?: unknown;
  /** Another way out offered beside the confirm button, e.g. "Move to free agents" beside "Remove from league". */
  secondaryAction?: ReactNode;
}

/** Asks before something that cannot be undone; Cancel is the safe default. */
export function ConfirmDialog({ open, title, children, confirmLabel, onConfirm, onClose, pending = false, error, secondaryAction }: ConfirmDialogProps) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={pending ? undefined : onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <DialogContentText component="div">{children}</DialogContentText>
          <FormErrorAlert error={error ?? null} />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose} disabled={pending} autoFocus>
          <FormattedMessage id="common.cancel" />
        </Button>
        {secondaryAction}
        <Button onClick={onConfirm} color="error" variant="contained" loading={pending}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useId, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { FormErrorAlert } from '../form/FormErrorAlert';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** What will happen; also the dialog's description. */
  children: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  onClose: () => void;
  pending?: boolean;
  /** The refusal of the last attempt, shown in the dialog so it can be read (a delete the server refused says why). */
  error?: unknown;
  /** How the error is shown; a feature whose refusals need more than the form alert (e.g. "in use") passes its own. */
  renderError?: (error: unknown) => ReactNode;
  /** Another way out offered beside the confirm button, e.g. "Move to free agents" beside "Remove from league". */
  secondaryAction?: ReactNode;
}

/** Asks before something destructive; Cancel is the safe default, and the dialog cannot be dismissed while it runs. */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  onConfirm,
  onClose,
  pending = false,
  error,
  renderError,
  secondaryAction,
}: ConfirmDialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  return (
    <Dialog open={open} onClose={pending ? undefined : onClose} aria-labelledby={titleId} aria-describedby={descriptionId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <DialogContentText component="div" id={descriptionId}>
            {children}
          </DialogContentText>
          {renderError ? renderError(error) : <FormErrorAlert error={error ?? null} />}
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

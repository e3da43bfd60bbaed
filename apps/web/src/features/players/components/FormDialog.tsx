import Button from '@mui/material/Button';
import Dialog, { type DialogProps } from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useId, type FormEventHandler, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

interface FormDialogProps {
  open: boolean;
  onClose: () => void;
  /** While a save runs the dialog cannot be dismissed. */
  pending?: boolean;
  maxWidth?: DialogProps['maxWidth'];
  /** The form, usually a component holding its own useForm so that each opening starts afresh. */
  children: ReactNode;
}

/** A dialog holding a form: full screen on a phone, and only closed by its buttons while saving. */
export function FormDialog({ open, onClose, pending = false, maxWidth = 'sm', children }: FormDialogProps) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  return (
    <Dialog open={open} onClose={pending ? undefined : onClose} fullScreen={phone} fullWidth maxWidth={maxWidth}>
      {children}
    </Dialog>
  );
}

interface DialogFormProps {
  title: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onCancel: () => void;
  submitLabel: string;
  pending: boolean;
  submitDisabled?: boolean;
  children: ReactNode;
}

/** Title, fields and Cancel / submit buttons of a dialog form. */
export function DialogForm({ title, onSubmit, onCancel, submitLabel, pending, submitDisabled = false, children }: DialogFormProps) {
  const titleId = useId();
  return (
    <Stack component="form" noValidate onSubmit={onSubmit} aria-labelledby={titleId} sx={{ minHeight: 0, flex: 1 }}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2.5}>{children}</Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={pending}>
          <FormattedMessage id="common.cancel" />
        </Button>
        <Button type="submit" variant="contained" loading={pending} disabled={submitDisabled}>
          {submitLabel}
        </Button>
      </DialogActions>
    </Stack>
  );
}

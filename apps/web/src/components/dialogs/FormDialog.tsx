import Dialog, { type DialogProps } from '@mui/material/Dialog';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useId, type ReactNode } from 'react';
import { FormDialogTitleId } from './form-dialog-title-id';

interface FormDialogProps {
  open: boolean;
  onClose: () => void;
  /** While a save runs the dialog cannot be dismissed. */
  pending?: boolean;
  maxWidth?: DialogProps['maxWidth'];
  /** The form, usually a component holding its own useForm (and a DialogForm) so that each opening starts afresh. */
  children: ReactNode;
}

/** A dialog holding a form: full screen on a phone, only closed by its buttons while saving, and named by the form's title. */
export function FormDialog({ open, onClose, pending = false, maxWidth = 'sm', children }: FormDialogProps) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  // The title lives in the DialogForm inside; the id travels down so the dialog itself has an accessible name.
  const titleId = useId();
  return (
    <Dialog open={open} onClose={pending ? undefined : onClose} fullScreen={phone} fullWidth maxWidth={maxWidth} aria-labelledby={titleId}>
      <FormDialogTitleId value={titleId}>{children}</FormDialogTitleId>
    </Dialog>
  );
}

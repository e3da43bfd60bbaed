import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { use, useId, type FormEventHandler, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { FormDialogTitleId } from './form-dialog-title-id';

interface DialogFormProps {
  title: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onCancel: () => void;
  submitLabel: string;
  pending: boolean;
  submitDisabled?: boolean;
  children: ReactNode;
}

/** Title, fields and Cancel / submit buttons of a dialog form; the title names the form (and the FormDialog around it). */
export function DialogForm({ title, onSubmit, onCancel, submitLabel, pending, submitDisabled = false, children }: DialogFormProps) {
  const ownId = useId();
  const titleId = use(FormDialogTitleId) ?? ownId;
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

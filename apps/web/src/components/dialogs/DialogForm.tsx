import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { use, useId, useState, type FormEventHandler, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { useFormDialogDirty, useGuardedClose } from './form-dialog-guard';
import { FormDialogTitleId } from './form-dialog-title-id';

interface DialogFormProps {
  title: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onCancel: () => void;
  submitLabel: string;
  pending: boolean;
  submitDisabled?: boolean;
  /** Why the submit button waits, shown beside it (and describing it) while it is disabled. */
  submitHint?: ReactNode;
  /**
   * Whether the form holds edits that closing would lose: the FormDialog around it then asks before
   * Escape, a click outside or Cancel discards them. Left out, any change event of its inputs (typing, a
   * checkbox) counts; a menu-style select does not send one, so a form with those should say.
   */
  dirty?: boolean;
  children: ReactNode;
}

/** Title, fields and Cancel / submit buttons of a dialog form; the title names the form (and the FormDialog around it). */
export function DialogForm({ title, onSubmit, onCancel, submitLabel, pending, submitDisabled = false, submitHint, dirty, children }: DialogFormProps) {
  const ownId = useId();
  const hintId = useId();
  const titleId = use(FormDialogTitleId) ?? ownId;
  const leave = useGuardedClose();
  // For a form that does not say: a change event from any of its fields is an edit.
  const [edited, setEdited] = useState(false);
  useFormDialogDirty(dirty ?? edited);
  const hint = submitDisabled && submitHint ? submitHint : null;
  return (
    <Stack
      component="form"
      noValidate
      onSubmit={onSubmit}
      onChange={dirty === undefined && !edited ? () => setEdited(true) : undefined}
      aria-labelledby={titleId}
      sx={{ minHeight: 0, flex: 1 }}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2.5}>{children}</Stack>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        {hint ? (
          <Typography id={hintId} variant="body2" color="text.secondary" sx={{ flex: '1 1 12rem', mr: 1 }}>
            {hint}
          </Typography>
        ) : null}
        <Button onClick={() => leave(onCancel)} disabled={pending}>
          <FormattedMessage id="common.cancel" />
        </Button>
        <Button type="submit" variant="contained" loading={pending} disabled={submitDisabled} aria-describedby={hint ? hintId : undefined}>
          {submitLabel}
        </Button>
      </DialogActions>
    </Stack>
  );
}

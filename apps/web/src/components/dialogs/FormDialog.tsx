import Dialog, { type DialogProps } from '@mui/material/Dialog';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { DialogLeaveGuard } from './DialogLeaveGuard';
import { DiscardChangesDialog } from './DiscardChangesDialog';
import { FormDialogGuardContext, type FormDialogGuard } from './form-dialog-guard';
import { FormDialogTitleId } from './form-dialog-title-id';

interface FormDialogProps {
  open: boolean;
  onClose: () => void;
  /** While a save runs the dialog cannot be dismissed. */
  pending?: boolean;
  maxWidth?: DialogProps['maxWidth'];
  /** The screens on which it fills the screen: phones, or (for a wide form) tablets too. */
  fullScreenBelow?: 'sm' | 'md';
  /** The form, usually a component holding its own useForm (and a DialogForm) so that each opening starts afresh. */
  children: ReactNode;
}

/**
 * A dialog holding a form: full screen on a phone, only closed by its buttons while saving, and named by
 * the form's title. Typed data is never thrown away without asking: while the form inside reports edits
 * (DialogForm's `dirty`, or useFormDialogDirty), Escape, a click outside and Cancel ask "Discard changes?"
 * first, and keeping the edits is the default answer.
 */
export function FormDialog({ open, onClose, pending = false, maxWidth = 'sm', fullScreenBelow = 'sm', children }: FormDialogProps) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down(fullScreenBelow), { noSsr: true });
  // The title lives in the DialogForm inside; the id travels down so the dialog itself has an accessible name.
  const titleId = useId();
  // The parts holding edits; read when a close is asked for, never rendered, so typing does not render the dialog.
  const dirty = useRef(new Set<string>());
  // Whether any part holds edits: renders only when that flips, to mount the guard against Back and links.
  const [hasEdits, setHasEdits] = useState(false);
  // The close waiting for the user's answer to "Discard changes?".
  const [asking, setAsking] = useState<{ close: () => void } | null>(null);
  if (!open && asking) setAsking(null);

  const guard = useMemo<FormDialogGuard>(
    () => ({
      setDirty: (source, value) => {
        if (value) dirty.current.add(source);
        else dirty.current.delete(source);
        setHasEdits(dirty.current.size > 0);
      },
      requestClose: (close) => {
        if (pending) return;
        if (dirty.current.size > 0) setAsking({ close });
        else close();
      },
    }),
    [pending],
  );

  const discard = () => {
    const close = asking?.close;
    setAsking(null);
    close?.();
  };

  return (
    <>
      <Dialog open={open} onClose={() => guard.requestClose(onClose)} fullScreen={phone} fullWidth maxWidth={maxWidth} aria-labelledby={titleId}>
        <FormDialogGuardContext value={guard}>
          <FormDialogTitleId value={titleId}>{children}</FormDialogTitleId>
        </FormDialogGuardContext>
      </Dialog>
      {/* A sibling rather than a child, so its clicks and keys do not reach the form dialog through React. */}
      <DiscardChangesDialog open={asking !== null} onKeepEditing={() => setAsking(null)} onDiscard={discard} />
      {open && hasEdits && <DialogLeaveGuard saving={pending} />}
    </>
  );
}

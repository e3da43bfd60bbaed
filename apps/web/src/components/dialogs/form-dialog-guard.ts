import { createContext, use, useId, useLayoutEffect } from 'react';

/** What the forms inside a FormDialog tell it, and how they ask for it to close; null outside one. */
export interface FormDialogGuard {
  /** Whether one part of the dialog (its form, or a form nested in it) holds edits that closing would throw away. */
  setDirty(source: string, dirty: boolean): void;
  /** Runs `close` at once while nothing would be lost, or after the user agrees to discard the edits. */
  requestClose(close: () => void): void;
}

export const FormDialogGuardContext = createContext<FormDialogGuard | null>(null);

/** The FormDialog around this form, if any. */
export const useFormDialogGuard = (): FormDialogGuard | null => use(FormDialogGuardContext);

/** For a form's own Cancel or Close button: leaves through the FormDialog's question when there is one. */
export function useGuardedClose(): (close: () => void) => void {
  const guard = useFormDialogGuard();
  return (close) => (guard ? guard.requestClose(close) : close());
}

/**
 * Tells the FormDialog around this form (if any) whether it holds unsaved edits, so that Escape, a click
 * outside and Cancel ask before discarding them. A form that leaves counts as clean. Several forms of one
 * dialog (e.g. a quick "new player" form inside a picker) each report their own.
 */
export function useFormDialogDirty(dirty: boolean): void {
  const guard = useFormDialogGuard();
  const source = useId();
  // A layout effect: the dialog knows before the browser handles the next key press.
  useLayoutEffect(() => {
    guard?.setDirty(source, dirty);
  }, [guard, source, dirty]);
  useLayoutEffect(() => (guard ? () => guard.setDirty(source, false) : undefined), [guard, source]);
}

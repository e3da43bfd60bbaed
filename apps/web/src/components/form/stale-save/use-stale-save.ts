import { useRef, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { isApiError } from '../../../lib/api-client';

/** A record an admin edits in a form: the API counts its writes in row_version. */
export interface Versioned {
  row_version: number;
}

/** A refused save's conflict: the form's values as opened, as saved by someone else since, and as typed; and their record. */
export interface StaleConflict<V, R = unknown> {
  opened: V;
  theirs: V;
  mine: V;
  record: R;
}

interface StaleSaveOptions<R extends Versioned, V extends FieldValues> {
  /** The record the form was opened on; none for a form that creates one (it never saves a version). */
  record: R | undefined;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any transformed output: only values are read and reset
  form: UseFormReturn<V, any, any>;
  /** The form's values for a record: what it opened with. */
  toValues: (record: R) => V;
  /** Reads the record as it is saved now. */
  reload: () => Promise<R>;
  /** Submits the form again (after "Save mine over it"), through its own validation and save. */
  resubmit: () => void;
}

export interface StaleSave<V, R = unknown> {
  /** The save's body: the form's input with the row_version it was edited from. */
  versioned: <I extends object>(input: I) => I & Versioned;
  /** For a save's onSuccess: the saved record is the version the next save starts from. */
  saved: (record: R) => void;
  /** For a save's onError: true when the refusal was a stale version (the conflict opens), false for any other. */
  refused: (error: unknown) => boolean;
  /** A save's onError: a stale version opens the conflict, any other refusal goes to `fail` (the form's own errors). */
  orElse: (fail: (error: unknown) => void) => (error: unknown) => void;
  /** The open conflict, or null; `loading` while their version is read, `loadError` when it could not be. */
  conflict: StaleConflict<V, R> | null;
  loading: boolean;
  loadError: unknown;
  /** Puts their version in the form, keeping nothing typed. */
  loadTheirs: () => void;
  /** Saves what was typed again, over their version. */
  saveMine: () => void;
  /** Closes the conflict and keeps editing; the next save is refused again. */
  dismiss: () => void;
}

/**
 * Optimistic concurrency for an edit form, one rule for all: every save carries the row_version the form
 * was opened on; when the API answers 409 stale_version, the record is read again and the conflict
 * shows what changed since the form was opened (StaleSaveDialog), to load their version or save over it.
 */
export function useStaleSave<R extends Versioned, V extends FieldValues>({
  record,
  form,
  toValues,
  reload,
  resubmit,
}: StaleSaveOptions<R, V>): StaleSave<V, R> {
  // The version (and values) the form's edits started from; a ref, so a save right after "Save mine" reads the new one.
  const base = useRef(record && { version: record.row_version, values: toValues(record) });
  const [conflict, setConflict] = useState<StaleConflict<V, R> | null>(null);
  const [loading, setLoading] = useState(false);
  const [loadError, setLoadError] = useState<unknown>(null);

  const refused = (error: unknown): boolean => {
    if (!isApiError(error) || error.code !== 'stale_version') return false;
    const mine = form.getValues();
    setLoading(true);
    reload()
      .then((current) => setConflict({ opened: base.current?.values ?? toValues(current), theirs: toValues(current), mine, record: current }))
      .catch(setLoadError)
      .finally(() => setLoading(false));
    return true;
  };

  const adopt = (current: R) => {
    base.current = { version: current.row_version, values: toValues(current) };
    setConflict(null);
  };

  return {
    versioned: (input) => ({ ...input, row_version: base.current?.version ?? 1 }),
    saved: (current) => {
      base.current = { version: current.row_version, values: toValues(current) };
    },
    refused,
    orElse: (fail) => (error) => {
      if (!refused(error)) fail(error);
    },
    conflict,
    loading,
    loadError,
    loadTheirs: () => {
      if (!conflict) return;
      adopt(conflict.record);
      form.reset(conflict.theirs);
    },
    saveMine: () => {
      if (!conflict) return;
      adopt(conflict.record);
      resubmit();
    },
    dismiss: () => {
      setConflict(null);
      setLoadError(null);
    },
  };
}

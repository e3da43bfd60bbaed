import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import type { FieldValues, Path } from 'react-hook-form';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { FormErrorAlert } from '../FormErrorAlert';
import type { StaleSave } from './use-stale-save';
import { changedFields } from './changed-fields';

/** A field the conflict can list: its label, and how its value reads (ids as names, say) when plain text would not do. */
export interface StaleField<V extends FieldValues> {
  name: Path<V>;
  label: string;
  format?: (value: unknown) => string;
}

/** A value as plain words: empty as such, yes/no, lists joined, a row (a play time) by its parts. */
export function plainValue(intl: IntlShape, value: unknown): string {
  if (value === null || value === undefined || value === '') return intl.formatMessage({ id: 'common.staleSave.empty' });
  if (typeof value === 'boolean') return intl.formatMessage({ id: value ? 'common.staleSave.yes' : 'common.staleSave.no' });
  if (Array.isArray(value)) return value.length === 0 ? plainValue(intl, null) : value.map((item) => plainValue(intl, item)).join(', ');
  if (typeof value === 'object')
    return Object.values(value as Record<string, unknown>)
      .map((part) => plainValue(intl, part))
      .join(' ');
  return String(value);
}

interface StaleSaveDialogProps<V extends FieldValues, R> {
  stale: StaleSave<V, R>;
  fields: readonly StaleField<V>[];
  /** Whether the save is running again ("Save mine over it"). */
  pending?: boolean;
}

/**
 * The conflict of a stale save: each field of the form whose saved value changed since the form was opened,
 * with their value and yours, then "Load their version" or "Save mine over it". Escape keeps editing.
 */
export function StaleSaveDialog<V extends FieldValues, R>({ stale, fields, pending = false }: StaleSaveDialogProps<V, R>) {
  const intl = useIntl();
  const titleId = useId();
  const descriptionId = useId();
  const { conflict } = stale;
  const open = stale.loading || conflict !== null || stale.loadError != null;
  const changed = conflict ? changedFields(fields, conflict) : [];
  const text = (field: StaleField<V>, value: unknown): ReactNode => (field.format ? field.format(value) : plainValue(intl, value));

  return (
    <Dialog open={open} onClose={pending ? undefined : stale.dismiss} aria-labelledby={titleId} aria-describedby={descriptionId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>
        <FormattedMessage id="common.staleSave.title" />
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <DialogContentText id={descriptionId}>
            <FormattedMessage id={conflict && changed.length === 0 ? 'common.staleSave.noFieldChanged' : 'common.staleSave.description'} />
          </DialogContentText>
          {stale.loading && <LinearProgress aria-label={intl.formatMessage({ id: 'common.staleSave.loading' })} />}
          <FormErrorAlert error={stale.loadError ?? null} />
          {conflict &&
            changed.map(({ field, theirs, mine }) => (
              <Stack key={field.name} component="section" aria-label={field.label} spacing={0.5} sx={{ borderLeft: 3, borderColor: 'warning.main', pl: 1.5 }}>
                <Typography variant="subtitle2" component="h3">
                  {field.label}
                </Typography>
                <Typography variant="body2">
                  <FormattedMessage id="common.staleSave.theirs" />: <strong>{text(field, theirs)}</strong>
                </Typography>
                <Typography variant="body2">
                  <FormattedMessage id="common.staleSave.yours" />: <strong>{text(field, mine)}</strong>
                </Typography>
              </Stack>
            ))}
        </Stack>
      </DialogContent>
      {stale.loadError != null && (
        <DialogActions>
          <Button onClick={stale.dismiss} autoFocus>
            <FormattedMessage id="common.close" />
          </Button>
        </DialogActions>
      )}
      {conflict && (
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button onClick={stale.loadTheirs} disabled={pending} autoFocus>
            <FormattedMessage id="common.staleSave.loadTheirs" />
          </Button>
          <Button onClick={stale.saveMine} variant="contained" loading={pending}>
            <FormattedMessage id="common.staleSave.saveMine" />
          </Button>
        </DialogActions>
      )}
    </Dialog>
  );
}

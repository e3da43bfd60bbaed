import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { DialogForm } from '../../../components/dialogs/DialogForm';
import { FormDialog } from '../../../components/dialogs/FormDialog';
import { FormErrorAlert } from '../../../components/form/FormErrorAlert';
import type { MessageId } from '../../../i18n/messages';
import { instantOf } from './site-form';

interface SchedulePublishDialogProps {
  open: boolean;
  timezone: string;
  pending: boolean;
  error: unknown;
  /** Schedules the publish at that instant (ISO). */
  onSchedule: (instant: string) => void;
  onClose: () => void;
}

/** When to publish the draft as it is now, on the club's wall clock. */
export function SchedulePublishDialog({ open, timezone, pending, error, onSchedule, onClose }: SchedulePublishDialogProps) {
  return (
    <FormDialog open={open} onClose={onClose} pending={pending} maxWidth="xs">
      <ScheduleForm timezone={timezone} pending={pending} error={error} onSchedule={onSchedule} onClose={onClose} />
    </FormDialog>
  );
}

function ScheduleForm({ timezone, pending, error, onSchedule, onClose }: Omit<SchedulePublishDialogProps, 'open'>) {
  const intl = useIntl();
  const [when, setWhen] = useState('');
  const [problem, setProblem] = useState<MessageId | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const instant = instantOf(when, timezone);
    if (!instant) setProblem('validation.required');
    else if (Date.parse(instant) <= Date.now()) setProblem('siteContent.schedule.past');
    else {
      setProblem(null);
      onSchedule(instant);
    }
  };

  return (
    <DialogForm
      title={intl.formatMessage({ id: 'siteContent.schedule.title' })}
      onSubmit={submit}
      onCancel={onClose}
      submitLabel={intl.formatMessage({ id: 'siteContent.schedule.submit' })}
      pending={pending}
    >
      <Typography variant="body2" color="text.secondary">
        <FormattedMessage id="siteContent.schedule.description" />
      </Typography>
      <TextField
        type="datetime-local"
        label={intl.formatMessage({ id: 'siteContent.schedule.when' })}
        value={when}
        onChange={(event) => setWhen(event.target.value)}
        required
        autoFocus
        error={problem !== null}
        helperText={intl.formatMessage({ id: problem ?? 'siteContent.timesIn' }, { timezone })}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <FormErrorAlert error={error} />
    </DialogForm>
  );
}

import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import { formatDay, type Court } from '@matchday/domain';
import { use, useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { FormDialog } from '../../../components/dialogs/FormDialog';
import { useFormDialogDirty, useGuardedClose } from '../../../components/dialogs/form-dialog-guard';
import { FormDialogTitleId } from '../../../components/dialogs/form-dialog-title-id';
import { FormErrorAlert } from '../../../components/form/FormErrorAlert';
import { useBlackoutMutations, useBlackouts } from '../api/use-blackouts';

const ALL = '';

interface BlackoutsDialogProps {
  slug: string;
  courts: readonly Court[];
  onReplan: () => void;
  onClose: () => void;
}

/** The club's days without games; a new one takes effect on games when the schedule is re-planned. */
export function BlackoutsDialog(props: BlackoutsDialogProps) {
  return (
    <FormDialog open onClose={props.onClose}>
      <BlackoutsBody {...props} />
    </FormDialog>
  );
}

function BlackoutsBody({ slug, courts, onReplan, onClose }: BlackoutsDialogProps) {
  const intl = useIntl();
  const ownId = useId();
  const titleId = use(FormDialogTitleId) ?? ownId;
  // Leaving asks first while a blackout is typed but not added.
  const leave = useGuardedClose();
  const blackouts = useBlackouts(slug);
  const { add, remove } = useBlackoutMutations(slug);
  const locations = [...new Map(courts.map((court) => [court.location_id, court.location_name])).entries()];
  const [date, setDate] = useState('');
  const [location, setLocation] = useState(ALL);
  const [reason, setReason] = useState('');
  useFormDialogDirty(date !== '' || reason !== '');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate({ date, location_id: location || null, reason }, { onSuccess: () => (setDate(''), setReason('')) });
  };
  return (
    <>
      <DialogTitle id={titleId}>{intl.formatMessage({ id: 'schedule.blackouts.title' })}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          <Alert severity="info" action={<Button onClick={() => leave(onReplan)}>{intl.formatMessage({ id: 'schedule.replan' })}</Button>}>
            {intl.formatMessage({ id: 'schedule.blackouts.help' })}
          </Alert>
          <List dense aria-label={intl.formatMessage({ id: 'schedule.blackouts.title' })}>
            {(blackouts.data ?? []).map((blackout) => (
              <ListItem
                key={blackout.id}
                secondaryAction={
                  <IconButton
                    edge="end"
                    onClick={() => remove.mutate(blackout.id)}
                    loading={remove.isPending && remove.variables === blackout.id}
                    disabled={remove.isPending}
                    aria-label={intl.formatMessage({ id: 'schedule.blackouts.remove' }, { date: formatDay(blackout.date) })}
                  >
                    <DeleteOutlineRounded />
                  </IconButton>
                }
              >
                <ListItemText
                  primary={`${formatDay(blackout.date)} · ${blackout.location_name ?? intl.formatMessage({ id: 'schedule.blackouts.allLocations' })}`}
                  secondary={blackout.reason}
                />
              </ListItem>
            ))}
            {blackouts.data?.length === 0 ? (
              <ListItem>
                <ListItemText secondary={intl.formatMessage({ id: 'schedule.blackouts.none' })} />
              </ListItem>
            ) : null}
          </List>
          <FormErrorAlert error={add.error ?? remove.error} />
          <Stack component="form" onSubmit={onSubmit} direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
            <TextField
              type="date"
              size="small"
              required
              label={intl.formatMessage({ id: 'schedule.blackouts.date' })}
              value={date}
              onChange={(event) => setDate(event.target.value)}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <TextField
              select
              size="small"
              label={intl.formatMessage({ id: 'schedule.blackouts.where' })}
              value={location}
              onChange={(event) => setLocation(event.target.value)}
              sx={{ minWidth: 160 }}
            >
              <MenuItem value={ALL}>{intl.formatMessage({ id: 'schedule.blackouts.allLocations' })}</MenuItem>
              {locations.map(([id, name]) => (
                <MenuItem key={id} value={id}>
                  {name}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              size="small"
              label={intl.formatMessage({ id: 'schedule.blackouts.reason' })}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              sx={{ flex: 1 }}
            />
            <Button type="submit" variant="outlined" disabled={!date} loading={add.isPending}>
              {intl.formatMessage({ id: 'schedule.blackouts.add' })}
            </Button>
          </Stack>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => leave(onClose)}>{intl.formatMessage({ id: 'common.close' })}</Button>
      </DialogActions>
    </>
  );
}

import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import type { League } from '@matchday/domain';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { FormErrorAlert } from '../../../../components/form/FormErrorAlert';
import { useNotify } from '../../../../lib/notify';
import { useDeleteLeague } from '../../api/delete-league';
import { leaguePaths } from '../shared/league-paths';

interface DeleteLeagueDialogProps {
  slug: string;
  league: League;
  open: boolean;
  onClose: () => void;
}

/** Confirms deleting a draft league; the server's refusal (someone registered meanwhile) is shown in the dialog. */
export function DeleteLeagueDialog({ slug, league, open, onClose }: DeleteLeagueDialogProps) {
  const intl = useIntl();
  const notify = useNotify();
  const navigate = useNavigate();
  const titleId = useId();
  const descriptionId = useId();
  const remove = useDeleteLeague(slug, league.id);
  const close = () => {
    remove.reset();
    onClose();
  };
  const confirm = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        notify.success(intl.formatMessage({ id: 'leagues.delete.done' }, { name: league.name }));
        void navigate(leaguePaths.list(slug), { replace: true });
      },
    });
  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} aria-describedby={descriptionId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>
        <FormattedMessage id="leagues.delete.title" values={{ name: league.name }} />
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <DialogContentText id={descriptionId}>
            <FormattedMessage id="leagues.delete.description" />
          </DialogContentText>
          <FormErrorAlert error={remove.error} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close} autoFocus>
          <FormattedMessage id="common.cancel" />
        </Button>
        <Button color="error" variant="contained" onClick={confirm} loading={remove.isPending}>
          <FormattedMessage id="leagues.delete.confirm" />
        </Button>
      </DialogActions>
    </Dialog>
  );
}

import Button from '@mui/material/Button';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import type { League, Team } from '@matchday/domain';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { useNotify } from '../../../lib/notify';
import { ConfirmDialog } from '../../../components/dialogs/ConfirmDialog';
import { recordPaths } from '../../../lib/record-paths';
import { useDeleteTeam } from '../api/use-team-mutations';

/** Deletes the team after saying what becomes of its players; a team with games is refused with the server's reason. */
export function DeleteTeamButton({ slug, league, team, disabled }: { slug: string; league: League; team: Team; disabled: boolean }) {
  const intl = useIntl();
  const notify = useNotify();
  const navigate = useNavigate();
  const remove = useDeleteTeam(slug, league.id, team.id);
  const [open, setOpen] = useState(false);
  const count = team.roster.length;

  const close = () => {
    setOpen(false);
    remove.reset();
  };
  const confirm = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        notify.success(intl.formatMessage({ id: 'teams.deleted' }, { name: team.name }));
        void navigate(recordPaths.league(slug, league.id, 'teams'));
      },
    });

  return (
    <>
      <Button color="error" variant="outlined" startIcon={<DeleteOutline />} disabled={disabled} onClick={() => setOpen(true)}>
        <FormattedMessage id="teams.delete.button" />
      </Button>
      <ConfirmDialog
        open={open}
        title={intl.formatMessage({ id: 'teams.delete.title' }, { name: team.name })}
        confirmLabel={intl.formatMessage({ id: 'teams.delete.confirm' })}
        onConfirm={confirm}
        onClose={close}
        pending={remove.isPending}
        error={remove.error}
      >
        {intl.formatMessage(
          { id: league.registration_type === 'teams_and_individuals' ? 'teams.delete.playersBecomeFreeAgents' : 'teams.delete.playersUnregistered' },
          { count },
        )}
      </ConfirmDialog>
    </>
  );
}

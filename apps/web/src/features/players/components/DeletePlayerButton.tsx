import Button from '@mui/material/Button';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import type { Player } from '@matchday/domain';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { useNotify } from '../../../lib/notify';
import { useDeletePlayer } from '../api/use-delete-player';
import { ConfirmDialog } from '../../../components/dialogs/ConfirmDialog';
import { fullName } from '../../../lib/player-name';
import { recordPaths } from '../../../lib/record-paths';

/** Deletes the player after a confirmation; a player still registered in a league is refused with the server's reason. */
export function DeletePlayerButton({ slug, player }: { slug: string; player: Player }) {
  const intl = useIntl();
  const notify = useNotify();
  const navigate = useNavigate();
  const remove = useDeletePlayer(slug, player.id);
  const [open, setOpen] = useState(false);
  const name = fullName(player);

  const close = () => {
    setOpen(false);
    remove.reset();
  };
  const confirm = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        notify.success(intl.formatMessage({ id: 'players.deleted' }, { name }));
        void navigate(recordPaths.players(slug));
      },
    });

  return (
    <>
      <Button color="error" variant="outlined" startIcon={<DeleteOutline />} onClick={() => setOpen(true)}>
        <FormattedMessage id="players.delete.button" />
      </Button>
      <ConfirmDialog
        open={open}
        title={intl.formatMessage({ id: 'players.delete.title' }, { name })}
        confirmLabel={intl.formatMessage({ id: 'players.delete.confirm' })}
        onConfirm={confirm}
        onClose={close}
        pending={remove.isPending}
        error={remove.error}
      >
        <FormattedMessage
          id={player.registrations.length > 0 ? 'players.delete.registeredWarning' : 'players.delete.description'}
          values={{ count: player.registrations.length }}
        />
      </ConfirmDialog>
    </>
  );
}

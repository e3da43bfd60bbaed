import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import MoreVertRounded from '@mui/icons-material/MoreVertRounded';
import type { Game } from '@matchday/domain';
import { useState } from 'react';
import { useIntl } from 'react-intl';

export type GameAction = 'move' | 'swap' | 'cancel' | 'reactivate' | 'result';

/** The actions on one game; a game with a result keeps its slot until the result is cleared. */
export function GameMenu({ game, label, onAction }: { game: Game; label: string; onAction: (action: GameAction, game: Game) => void }) {
  const intl = useIntl();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const played = game.scores.length > 0;
  const pick = (action: GameAction) => {
    setAnchor(null);
    onAction(action, game);
  };
  return (
    <>
      <IconButton
        size="small"
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-label={intl.formatMessage({ id: 'schedule.menu.label' }, { game: label })}
        sx={{ displayPrint: 'none' }}
      >
        <MoreVertRounded fontSize="small" />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem disabled={played} onClick={() => pick('move')}>
          {intl.formatMessage({ id: 'schedule.menu.move' })}
        </MenuItem>
        <MenuItem disabled={played} onClick={() => pick('swap')}>
          {intl.formatMessage({ id: 'schedule.menu.swap' })}
        </MenuItem>
        {game.is_active ? (
          <MenuItem disabled={played} onClick={() => pick('cancel')}>
            {intl.formatMessage({ id: 'schedule.menu.cancel' })}
          </MenuItem>
        ) : (
          <MenuItem onClick={() => pick('reactivate')}>{intl.formatMessage({ id: 'schedule.menu.reactivate' })}</MenuItem>
        )}
      </Menu>
    </>
  );
}

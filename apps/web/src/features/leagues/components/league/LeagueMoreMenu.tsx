import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import MoreVertRounded from '@mui/icons-material/MoreVertRounded';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

interface LeagueMoreMenuProps {
  canDelete: boolean;
  onDuplicate: () => void;
  onDelete: () => void;
}

/** The league's less frequent actions: duplicate into a new season, and delete (drafts only). */
export function LeagueMoreMenu({ canDelete, onDuplicate, onDelete }: LeagueMoreMenuProps) {
  const intl = useIntl();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const run = (action: () => void) => () => {
    setAnchor(null);
    action();
  };
  return (
    <>
      <IconButton
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-label={intl.formatMessage({ id: 'leagues.page.moreActions' })}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? true : undefined}
      >
        <MoreVertRounded />
      </IconButton>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <MenuItem onClick={run(onDuplicate)}>
          <ListItemIcon>
            <ContentCopyOutlined fontSize="small" />
          </ListItemIcon>
          <ListItemText>
            <FormattedMessage id="leagues.duplicate.action" />
          </ListItemText>
        </MenuItem>
        {canDelete && (
          <MenuItem onClick={run(onDelete)} sx={{ color: 'error.main' }}>
            <ListItemIcon sx={{ color: 'inherit' }}>
              <DeleteOutlineRounded fontSize="small" />
            </ListItemIcon>
            <ListItemText>
              <FormattedMessage id="leagues.delete.action" />
            </ListItemText>
          </MenuItem>
        )}
      </Menu>
    </>
  );
}

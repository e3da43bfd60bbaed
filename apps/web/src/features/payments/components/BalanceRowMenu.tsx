import AddCardOutlined from '@mui/icons-material/AddCardOutlined';
import MoreVertRounded from '@mui/icons-material/MoreVertRounded';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import VolunteerActivismOutlined from '@mui/icons-material/VolunteerActivismOutlined';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { useIntl } from 'react-intl';

export type BalanceAction = 'offline' | 'adjust' | 'addCharge';

/** The balance actions of one team or player, behind a "more" button. */
export function BalanceRowMenu({ name, onAction }: { name: string; onAction: (action: BalanceAction) => void }) {
  const intl = useIntl();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const choose = (action: BalanceAction) => {
    setAnchor(null);
    onAction(action);
  };
  return (
    <>
      <IconButton
        size="small"
        aria-label={intl.formatMessage({ id: 'payments.row.actions' }, { name })}
        aria-haspopup="menu"
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreVertRounded fontSize="small" />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem onClick={() => choose('offline')}>
          <ListItemIcon>
            <PaymentsOutlined fontSize="small" />
          </ListItemIcon>
          <ListItemText>{intl.formatMessage({ id: 'payments.row.offline' })}</ListItemText>
        </MenuItem>
        <MenuItem onClick={() => choose('adjust')}>
          <ListItemIcon>
            <VolunteerActivismOutlined fontSize="small" />
          </ListItemIcon>
          <ListItemText>{intl.formatMessage({ id: 'payments.row.adjust' })}</ListItemText>
        </MenuItem>
        <MenuItem onClick={() => choose('addCharge')}>
          <ListItemIcon>
            <AddCardOutlined fontSize="small" />
          </ListItemIcon>
          <ListItemText>{intl.formatMessage({ id: 'payments.row.addCharge' })}</ListItemText>
        </MenuItem>
      </Menu>
    </>
  );
}

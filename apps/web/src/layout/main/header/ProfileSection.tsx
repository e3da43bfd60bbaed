import LogoutRounded from '@mui/icons-material/LogoutRounded';
import PersonOutlineOutlined from '@mui/icons-material/PersonOutlineOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import SwapHorizRounded from '@mui/icons-material/SwapHorizRounded';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useAuth } from '../../../lib/auth/use-auth';
import { useCurrentClub } from '../../../lib/club/use-current-club';
import { initials } from '../../../lib/initials';
import { paths } from '../../../lib/paths';
import { clubPagePath } from '../../../lib/routes';
import { greetingId } from './greeting';

/**
 * Spec §2: the profile chip; its popup greets the user and offers Switch Club and Logout. The greeting sits above
 * the menu, not in it: a menu holds only its entries (and the first child of a MenuList is made focusable).
 */
export function ProfileSection() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { user, logout } = useAuth();
  const { slug } = useCurrentClub();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (!user) return null;

  const close = () => setAnchor(null);
  const signOut = async () => {
    close();
    await logout();
    await navigate(paths.login, { replace: true });
  };

  return (
    <>
      <Chip
        aria-label={intl.formatMessage({ id: 'layout.account_chip' }, { initials: initials(user.name), name: user.name })}
        aria-haspopup="menu"
        onClick={(event) => setAnchor(event.currentTarget)}
        avatar={<Avatar>{initials(user.name)}</Avatar>}
        label={<SettingsOutlined fontSize="small" sx={{ display: 'block' }} />}
        variant="outlined"
        sx={{
          height: 44,
          borderRadius: 22,
          px: 0.5,
          '& .MuiChip-avatar': { width: 34, height: 34, fontSize: '0.8125rem', fontWeight: 600, bgcolor: 'primary.main', color: 'primary.contrastText' },
        }}
      />
      <Popover
        anchorEl={anchor}
        open={anchor !== null}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { width: 280, mt: 1 } } }}
      >
        <Box sx={{ px: 2, pt: 1, pb: 1.5 }}>
          <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
            <FormattedMessage id={greetingId(new Date().getHours())} values={{ name: user.name }} />
          </Typography>
          <Typography variant="body2" color="text.secondary">
            <FormattedMessage id="layout.league_admin" />
          </Typography>
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.5, wordBreak: 'break-all' }}>
            {user.email}
          </Typography>
        </Box>
        <Divider />
        <MenuList autoFocusItem={anchor !== null} aria-label={intl.formatMessage({ id: 'layout.account_menu' })}>
          {slug ? (
            <MenuItem component={RouterLink} to={clubPagePath(slug, 'profile')} onClick={close}>
              <ListItemIcon>
                <PersonOutlineOutlined fontSize="small" />
              </ListItemIcon>
              <FormattedMessage id="menu.profile" />
            </MenuItem>
          ) : null}
          <MenuItem component={RouterLink} to={`${paths.chooseClub}?user=${encodeURIComponent(user.id)}`} onClick={close}>
            <ListItemIcon>
              <SwapHorizRounded fontSize="small" />
            </ListItemIcon>
            <FormattedMessage id="layout.switch_club" />
          </MenuItem>
          <MenuItem onClick={() => void signOut()}>
            <ListItemIcon>
              <LogoutRounded fontSize="small" />
            </ListItemIcon>
            <FormattedMessage id="layout.logout" />
          </MenuItem>
        </MenuList>
      </Popover>
    </>
  );
}

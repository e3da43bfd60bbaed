import { DRAWER_WIDTH } from '@matchday/domain';
import MenuRounded from '@mui/icons-material/MenuRounded';
import TuneRounded from '@mui/icons-material/TuneRounded';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { LanguageSwitcher } from '../../../components/LanguageSwitcher';
import { Logo } from '../../../components/Logo';
import { ThemeModeToggle } from '../../../components/ThemeModeToggle';
import { useCurrentClub } from '../../../lib/club/use-current-club';
import { paths } from '../../../lib/paths';
import { useDrawer } from '../../drawer-context';
import { ProfileSection } from './ProfileSection';

interface HeaderProps {
  showMenuToggle: boolean;
  onOpenCustomization(): void;
}

/** Spec §2 header: logo, menu toggle and profile chip — plus language, light/dark and customization. */
export function Header({ showMenuToggle, onOpenCustomization }: HeaderProps) {
  const intl = useIntl();
  const { toggle } = useDrawer();
  const { slug } = useCurrentClub();
  const customize = intl.formatMessage({ id: 'layout.open_customization' });

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', width: '100%', gap: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', width: { md: DRAWER_WIDTH - 24 }, flexShrink: 0, gap: 1 }}>
        <Box component={RouterLink} to={paths.club(slug)} sx={{ display: { xs: 'none', sm: 'flex' }, textDecoration: 'none', flexGrow: 1 }}>
          <Logo />
        </Box>
        {showMenuToggle ? (
          <Tooltip title={intl.formatMessage({ id: 'layout.toggle_menu' })}>
            <IconButton
              aria-label={intl.formatMessage({ id: 'layout.toggle_menu' })}
              onClick={toggle}
              sx={{ bgcolor: 'action.hover', borderRadius: 1.5, '&:hover': { bgcolor: 'action.selected' } }}
            >
              <MenuRounded fontSize="small" />
            </IconButton>
          </Tooltip>
        ) : null}
      </Box>
      <Box sx={{ flexGrow: 1 }} />
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
        <LanguageSwitcher />
        <ThemeModeToggle />
        <Tooltip title={customize}>
          <IconButton aria-label={customize} onClick={onOpenCustomization}>
            <TuneRounded fontSize="small" />
          </IconButton>
        </Tooltip>
        <Box sx={{ pl: 1 }}>
          <ProfileSection />
        </Box>
      </Stack>
    </Box>
  );
}

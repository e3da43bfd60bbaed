import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import IconButton from '@mui/material/IconButton';
import { useIntl } from 'react-intl';
import { usePreferences } from '../stores/preferences';
import { DeferredTooltip } from './DeferredTooltip';

export function ThemeModeToggle() {
  const intl = useIntl();
  const { preferences, setPreference } = usePreferences();
  const dark = preferences.navType === 'dark';
  const label = intl.formatMessage({ id: dark ? 'layout.switch_to_light' : 'layout.switch_to_dark' });
  return (
    <DeferredTooltip title={label}>
      <IconButton aria-label={label} onClick={() => setPreference('navType', dark ? 'light' : 'dark')}>
        {dark ? <LightModeOutlined fontSize="small" /> : <DarkModeOutlined fontSize="small" />}
      </IconButton>
    </DeferredTooltip>
  );
}

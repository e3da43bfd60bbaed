import { LOCALES, LOCALE_NAMES, type Locale } from '@matchday/domain';
import TranslateRounded from '@mui/icons-material/TranslateRounded';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { usePreferences } from '../stores/preferences';

export function LanguageSwitcher() {
  const intl = useIntl();
  const { preferences, setPreference } = usePreferences();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const label = intl.formatMessage({ id: 'layout.language' });

  const choose = (locale: Locale) => {
    setPreference('locale', locale);
    setAnchor(null);
  };

  return (
    <>
      <Tooltip title={label}>
        <IconButton aria-label={label} aria-haspopup="menu" onClick={(event) => setAnchor(event.currentTarget)}>
          <TranslateRounded fontSize="small" />
        </IconButton>
      </Tooltip>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {LOCALES.map((locale) => (
          <MenuItem key={locale} lang={locale} selected={locale === preferences.locale} onClick={() => choose(locale)}>
            {LOCALE_NAMES[locale]}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

import { LOCALES, LOCALE_NAMES, type Locale } from '@matchday/domain';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';

interface LanguageMenuProps {
  anchor: HTMLElement | null;
  current: Locale;
  onChoose: (locale: Locale) => void;
  onClose: () => void;
}

/** The languages, one per line in its own language; loaded the first time the language button opens it. */
export default function LanguageMenu({ anchor, current, onChoose, onClose }: LanguageMenuProps) {
  return (
    <Menu anchorEl={anchor} open={anchor !== null} onClose={onClose}>
      {LOCALES.map((locale) => (
        <MenuItem key={locale} lang={locale} selected={locale === current} onClick={() => onChoose(locale)}>
          {LOCALE_NAMES[locale]}
        </MenuItem>
      ))}
    </Menu>
  );
}

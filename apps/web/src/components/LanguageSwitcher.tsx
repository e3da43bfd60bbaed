import type { Locale } from '@matchday/domain';
import TranslateRounded from '@mui/icons-material/TranslateRounded';
import IconButton from '@mui/material/IconButton';
import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { usePreferences } from '../stores/preferences';
import { DeferredTooltip } from './DeferredTooltip';

// The menu (MUI Menu, Popover, Modal) loads when first opened: the sign-in page's first load does without it.
const LanguageMenu = lazy(() => import('./LanguageMenu'));

export function LanguageSwitcher() {
  const intl = useIntl();
  const { preferences, setPreference } = usePreferences();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Stays mounted once opened, so that closing it plays its transition.
  const [opened, setOpened] = useState(false);
  const label = intl.formatMessage({ id: 'layout.language' });

  const choose = (locale: Locale) => {
    setPreference('locale', locale);
    setAnchor(null);
  };

  return (
    <>
      <DeferredTooltip title={label}>
        <IconButton
          aria-label={label}
          aria-haspopup="menu"
          onClick={(event) => {
            setAnchor(event.currentTarget);
            setOpened(true);
          }}
        >
          <TranslateRounded fontSize="small" />
        </IconButton>
      </DeferredTooltip>
      {opened && (
        <Suspense fallback={null}>
          <LanguageMenu anchor={anchor} current={preferences.locale} onChoose={choose} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}

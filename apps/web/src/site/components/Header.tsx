import { LOCALES, type Locale, type PublicSite } from '@matchday/domain';
import { useIntl } from 'react-intl';
import { sitePath } from '../data';
import type { Mode } from '../theme';
import { SiteLink } from './SiteLink';

const LANGUAGE_NAMES: Record<Locale, string> = { en: 'English', fr: 'Français', ro: 'Română', zh: '中文' };

interface HeaderProps {
  club: PublicSite['club'] | null;
  slug: string;
  locale: Locale;
  onLocale: (locale: Locale) => void;
  mode: Mode;
  onMode: (mode: Mode) => void;
}

/** The club's bar: its logo and name (home), My registrations, the language and light/dark switches. */
export function Header({ club, slug, locale, onLocale, mode, onMode }: HeaderProps) {
  const intl = useIntl();
  return (
    <header className="site-header">
      <SiteLink className="brand" to={sitePath(slug)}>
        {club?.logo_url ? <img className="brand-logo" src={club.logo_url} alt="" width={40} height={40} /> : null}
        <span>{club?.name ?? slug}</span>
      </SiteLink>
      <div className="header-tools">
        <SiteLink className="header-link" to={sitePath(slug, { kind: 'me' })}>
          <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
            <circle cx="12" cy="8" r="4" />
            <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" />
          </svg>
          <span className="header-link-text">{intl.formatMessage({ id: 'site.me.title' })}</span>
        </SiteLink>
        <label className="visually-hidden" htmlFor="site-language">
          {intl.formatMessage({ id: 'site.language' })}
        </label>
        <select id="site-language" value={locale} onChange={(event) => onLocale(event.target.value as Locale)}>
          {LOCALES.map((option) => (
            <option key={option} value={option} lang={option}>
              {LANGUAGE_NAMES[option]}
            </option>
          ))}
        </select>
        <button
          type="button"
          className="icon-button"
          aria-pressed={mode === 'dark'}
          aria-label={intl.formatMessage({ id: 'site.mode.dark' })}
          onClick={() => onMode(mode === 'dark' ? 'light' : 'dark')}
        >
          <span aria-hidden="true">{mode === 'dark' ? '☀' : '☾'}</span>
        </button>
      </div>
    </header>
  );
}

import type { Locale, PublicLeaguePage, PublicSite, PublicTeamPage } from '@matchday/domain';
import { lazy, Suspense, useEffect, useState } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { Announcement } from './components/Announcement';
import { Header } from './components/Header';
import { NAVIGATE_EVENT, SiteLink } from './components/SiteLink';
import { fetchPage, leagueUrl, routeOf, sitePath, teamUrl, type PageData, type Route } from './data';
import type { MessageId, Messages } from '../i18n/messages';
import { LOCALE_KEY, loadSiteMessages, type SiteMessages } from './messages';
import { LeaguePage } from './pages/LeaguePage';
import { HomePage } from './pages/HomePage';
import { TeamPage } from './pages/TeamPage';
import { MODE_KEY, preferredMode, themeStyle, type Mode } from './theme';

const PREVIEW_MESSAGE = 'matchday-site-preview';

// The player's own pages (registration, an order, my registrations) load on demand: the site's first paint stays small.
const RegisterPage = lazy(() => import('./registration/RegisterPage'));
const OrderPage = lazy(() => import('./registration/OrderPage'));
const MyRegistrationsPage = lazy(() => import('./registration/MyRegistrationsPage'));

/** The routes whose page sets the tab's title itself. */
const OWN_TITLE = new Set<Route['kind']>(['register', 'order', 'me']);

type Loaded = { state: 'loading' } | { state: 'error' } | { state: 'ready'; page: PublicLeaguePage | PublicTeamPage | null };

function remember(key: string, value: string) {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Storage off: the choice lasts for this visit.
  }
}

function NotFound({ slug, hasSite }: { slug: string; hasSite: boolean }) {
  const intl = useIntl();
  return (
    <div className="page narrow">
      <h1>{intl.formatMessage({ id: 'site.notFound.title' })}</h1>
      <p>{intl.formatMessage({ id: 'site.notFound.text' })}</p>
      {hasSite ? <SiteLink to={sitePath(slug)}>{intl.formatMessage({ id: 'site.notFound.home' })}</SiteLink> : null}
    </div>
  );
}

function SkipLink() {
  const intl = useIntl();
  return (
    <a className="skip-link" href="#main">
      {intl.formatMessage({ id: 'site.skip' })}
    </a>
  );
}

/** Says the page shows the draft: a landmark of its own, so nothing on the page is outside one. */
function PreviewBanner() {
  const intl = useIntl();
  const text = intl.formatMessage({ id: 'site.preview.banner' });
  return (
    <aside className="preview-banner" aria-label={text}>
      {text}
    </aside>
  );
}

/** A few words in a message of their own. */
function Say({ id, className }: { id: MessageId; className: string }) {
  const intl = useIntl();
  return <span className={className}>{intl.formatMessage({ id })}</span>;
}

/** The page the address names, from the data at hand or fetched (a league's or team's page reached by a link). */
function usePage(slug: string, route: Route, initial: PageData['page']) {
  const [loaded, setLoaded] = useState<Loaded>({ state: 'ready', page: initial });
  // The page the server sent is the first route's: fetched again only once the visitor has moved on (or retries).
  const [initialRoute] = useState(route);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (route === initialRoute && attempt === 0) return;
    if (route.kind !== 'league' && route.kind !== 'team') {
      setLoaded({ state: 'ready', page: null });
      return;
    }
    let current = true;
    setLoaded({ state: 'loading' });
    fetchPage<PublicLeaguePage | PublicTeamPage>(route.kind === 'league' ? leagueUrl(slug, route.id) : teamUrl(slug, route.id))
      .then((page) => current && setLoaded({ state: 'ready', page }))
      .catch(() => current && setLoaded({ state: 'error' }));
    return () => {
      current = false;
    };
  }, [slug, route, initialRoute, attempt]);
  return { loaded, retry: () => setAttempt((count) => count + 1) };
}

function SiteBody({
  site,
  slug,
  route,
  initialPage,
  preview,
}: {
  site: PublicSite | null;
  slug: string;
  route: Route;
  initialPage: PageData['page'];
  preview: boolean;
}) {
  const intl = useIntl();
  const { loaded, retry } = usePage(slug, route, initialPage);
  const siteTitle = site?.document.seo.title ?? site?.club.name ?? slug;
  const page = loaded.state === 'ready' ? loaded.page : null;
  const pageTitle = page ? ('team' in page ? page.team.name : page.league.name) : null;

  const ownTitle = OWN_TITLE.has(route.kind);
  useEffect(() => {
    if (ownTitle) return;
    document.title = pageTitle ? `${pageTitle} — ${siteTitle}` : siteTitle;
  }, [pageTitle, siteTitle, ownTitle]);

  if (preview && !site) return <p className="page muted">{intl.formatMessage({ id: 'site.loading' })}</p>;
  let content;
  if (!site || route.kind === 'missing') content = <NotFound slug={slug} hasSite={site !== null} />;
  else if (route.kind === 'home') content = <HomePage site={site} />;
  else if (route.kind === 'register') content = <RegisterPage key={route.id} slug={slug} leagueId={route.id} siteTitle={siteTitle} />;
  else if (route.kind === 'order') content = <OrderPage key={route.id} slug={slug} orderId={route.id} siteTitle={siteTitle} />;
  else if (route.kind === 'me') content = <MyRegistrationsPage slug={slug} siteTitle={siteTitle} />;
  else if (loaded.state === 'loading') content = <p className="page muted">{intl.formatMessage({ id: 'site.loading' })}</p>;
  else if (loaded.state === 'error')
    content = (
      <div className="page narrow" role="alert">
        <p>{intl.formatMessage({ id: 'site.error' })}</p>
        <button type="button" className="button" onClick={retry}>
          {intl.formatMessage({ id: 'site.retry' })}
        </button>
      </div>
    );
  else if (page && route.kind === 'league' && 'standings' in page) content = <LeaguePage page={page} contact={site.document.contact} />;
  else if (page && route.kind === 'team' && 'team' in page) content = <TeamPage page={page} />;
  else content = <NotFound slug={slug} hasSite />;

  return (
    <main id="main" tabIndex={-1}>
      <Suspense fallback={<p className="page muted">{intl.formatMessage({ id: 'site.loading' })}</p>}>{content}</Suspense>
    </main>
  );
}

export function SiteApp({ data, initialLocale, initialMessages }: { data: PageData; initialLocale: Locale; initialMessages: SiteMessages }) {
  const preview = new URLSearchParams(location.search).has('preview');
  const [site, setSite] = useState<PublicSite | null>(preview ? null : data.site);
  const [{ slug, route }, setPlace] = useState(() => routeOf(location.pathname));
  const [{ locale, messages }, setLanguage] = useState({ locale: initialLocale, messages: initialMessages });
  const [mode, setMode] = useState<Mode>(() => preferredMode(data.site?.document.theme.mode));

  useEffect(() => {
    const follow = () => {
      setPlace(routeOf(location.pathname));
      window.scrollTo(0, 0);
      document.getElementById('main')?.focus({ preventScroll: true });
    };
    window.addEventListener('popstate', follow);
    window.addEventListener(NAVIGATE_EVENT, follow);
    return () => {
      window.removeEventListener('popstate', follow);
      window.removeEventListener(NAVIGATE_EVENT, follow);
    };
  }, []);

  // The editor's preview: the page in a frame of the admin app, which sends the draft as the site.
  useEffect(() => {
    if (!preview) return;
    const receive = (event: MessageEvent) => {
      if (event.origin !== location.origin || event.data?.type !== PREVIEW_MESSAGE) return;
      setSite(event.data.site as PublicSite);
    };
    window.addEventListener('message', receive);
    window.parent.postMessage({ type: `${PREVIEW_MESSAGE}-ready` }, location.origin);
    return () => window.removeEventListener('message', receive);
  }, [preview]);

  useEffect(() => {
    document.documentElement.lang = locale;
    document.documentElement.dataset.mode = mode;
  }, [locale, mode]);

  const changeLocale = (next: Locale) => {
    remember(LOCALE_KEY, next);
    void loadSiteMessages(next).then((loaded) => setLanguage({ locale: next, messages: loaded }));
  };
  const changeMode = (next: Mode) => {
    remember(MODE_KEY, next);
    setMode(next);
  };

  return (
    <IntlProvider locale={locale} messages={messages as Messages} defaultLocale="en">
      <div className="site" style={themeStyle(site?.document.theme)}>
        <SkipLink />
        {preview ? <PreviewBanner /> : null}
        <Announcement announcement={site?.document.announcement ?? null} now={new Date()} />
        <Header club={site?.club ?? null} slug={slug} locale={locale} onLocale={changeLocale} mode={mode} onMode={changeMode} />
        <SiteBody site={site} slug={slug} route={route} initialPage={data.page} preview={preview} />
        <footer className="site-footer">
          <span>{site?.club.name}</span>
          <Say id="site.poweredBy" className="muted" />
        </footer>
      </div>
    </IntlProvider>
  );
}

import type { RegistrationOptions } from '@matchday/domain';
import { useCallback, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { SiteLink } from '../components/SiteLink';
import { sitePath } from '../data';
import { useSiteFormat } from '../format';
import { playerApi, SiteApiError } from './api';
import { errorText } from './error-text';
import { usePageTitle } from './use-page-title';
import { Wizard } from './Wizard';
import './flow.css';

type Loaded = { state: 'loading' } | { state: 'ready'; options: RegistrationOptions } | { state: 'error'; error: unknown };

/** /c/{slug}/leagues/{id}/register[?invite=…|?offer=…|?as=…]: the league's registration options, then the wizard. */
export default function RegisterPage({ slug, leagueId, siteTitle }: { slug: string; leagueId: string; siteTitle: string }) {
  const intl = useIntl();
  const format = useSiteFormat();
  const [search] = useState(() => new URLSearchParams(location.search));
  const tokens = { invite: search.get('invite'), offer: search.get('offer') };
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);

  const fetchOptions = useCallback(
    () => playerApi(slug, null).options(leagueId, { invite: search.get('invite'), offer: search.get('offer') }),
    [slug, leagueId, search],
  );
  // Read again while the wizard is open (the club changed its waiver): the wizard stays, with what was entered.
  const reloadOptions = useCallback(async () => {
    const options = await fetchOptions();
    setLoaded({ state: 'ready', options });
    return options;
  }, [fetchOptions]);

  useEffect(() => {
    let current = true;
    setLoaded({ state: 'loading' });
    fetchOptions()
      .then((options) => current && setLoaded({ state: 'ready', options }))
      .catch((error: unknown) => current && setLoaded({ state: 'error', error }));
    return () => {
      current = false;
    };
  }, [fetchOptions, attempt]);

  const league = loaded.state === 'ready' ? loaded.options.league : null;
  usePageTitle(league ? intl.formatMessage({ id: 'site.flow.pageTitle' }, { league: league.name }) : null, siteTitle);

  const back = (
    <p className="crumb">
      <SiteLink to={sitePath(slug, { kind: 'league', id: leagueId })}>
        {intl.formatMessage({ id: 'site.flow.backToLeague' }, { league: league?.name ?? '' })}
      </SiteLink>
    </p>
  );
  if (loaded.state === 'loading') return <p className="page muted">{intl.formatMessage({ id: 'site.loading' })}</p>;
  if (loaded.state === 'error') {
    const missing = loaded.error instanceof SiteApiError && loaded.error.status === 404;
    return (
      <div className="page narrow" role="alert">
        <h1>{intl.formatMessage({ id: missing ? 'site.notFound.title' : 'site.flow.loadFailed' })}</h1>
        <p>{missing ? intl.formatMessage({ id: 'site.notFound.text' }) : errorText(intl, loaded.error)}</p>
        {missing ? null : (
          <button type="button" className="button" onClick={() => setAttempt((count) => count + 1)}>
            {intl.formatMessage({ id: 'site.retry' })}
          </button>
        )}
      </div>
    );
  }
  const { options } = loaded;
  return (
    <div className="page flow-page">
      {back}
      <header className="flow-head">
        <p className="eyebrow">{intl.formatMessage({ id: 'site.flow.eyebrow' })}</p>
        <h1>{options.league.name}</h1>
        <p className="muted">
          {options.league.season} · {intl.formatMessage({ id: 'site.flow.closesOn' }, { date: format.day(options.league.closes_on) })}
        </p>
      </header>
      {options.offer ? (
        <p className="callout">
          {intl.formatMessage(
            { id: 'site.flow.offer' },
            { date: intl.formatDate(new Date(options.offer.expires_at), { dateStyle: 'medium', timeStyle: 'short' }) },
          )}
        </p>
      ) : null}
      {options.invite ? <p className="callout">{intl.formatMessage({ id: 'site.flow.invited' }, { team: options.invite.team_name })}</p> : null}
      {!options.open && !options.offer ? (
        <div className="card flow-card">
          <h2>{intl.formatMessage({ id: 'site.registration.closed' })}</h2>
          <p>{intl.formatMessage({ id: 'site.registration.closedText' })}</p>
        </div>
      ) : (
        <Wizard slug={slug} options={options} tokens={tokens} asked={search.get('as')} reloadOptions={reloadOptions} />
      )}
    </div>
  );
}

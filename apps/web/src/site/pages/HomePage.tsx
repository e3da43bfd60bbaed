import type { PublicSite, SiteSectionType } from '@matchday/domain';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { BracketBlock } from '../components/Bracket';
import { GameDays } from '../components/Games';
import { Hero } from '../components/Hero';
import { PaymentInfo, RegistrationChip } from '../components/Registration';
import { SiteLink } from '../components/SiteLink';
import { StandingsBlock } from '../components/Standings';
import { sitePath } from '../data';
import { useSiteFormat } from '../format';

function Section({ type, children }: { type: SiteSectionType; children: ReactNode }) {
  const intl = useIntl();
  return (
    <section id={type} className="section" aria-labelledby={`${type}-title`}>
      <h2 id={`${type}-title`}>{intl.formatMessage({ id: `site.section.${type}` })}</h2>
      {children}
    </section>
  );
}

/** The content of one section of the home page, or null when it has nothing to show. */
function useSectionContent(site: PublicSite) {
  const intl = useIntl();
  const format = useSiteFormat();
  const slug = site.club.slug;
  const { document } = site;
  const byId = (ids: readonly string[]) => site.leagues.filter((league) => ids.length === 0 || ids.includes(league.id));
  return (type: SiteSectionType, leagueIds: readonly string[]): ReactNode => {
    switch (type) {
      case 'open_registrations': {
        const open = byId(leagueIds).filter((league) => league.registration.state !== 'closed');
        if (open.length === 0) return null;
        return (
          <ul className="cards">
            {open.map((league) => (
              <li key={league.id} className="card">
                <div className="card-top">
                  <h3>
                    <SiteLink to={sitePath(slug, { kind: 'league', id: league.id })}>{league.name}</SiteLink>
                  </h3>
                  <RegistrationChip league={league} />
                </div>
                <p className="muted">
                  {format.sport(league.sport)} · {league.season} ·{' '}
                  {intl.formatMessage({ id: 'site.league.dates' }, { from: format.day(league.season_start), to: format.day(league.season_end) })}
                </p>
                <PaymentInfo league={league} level={4} />
                <SiteLink className="button" to={sitePath(slug, { kind: 'league', id: league.id })}>
                  {intl.formatMessage({ id: 'site.league.view' })}
                </SiteLink>
              </li>
            ))}
          </ul>
        );
      }
      case 'upcoming_games':
        return (
          <>
            <p className="muted">{intl.formatMessage({ id: 'site.week.range' }, { from: format.day(site.week.from), to: format.day(site.week.to) })}</p>
            <GameDays games={site.week.games} slug={slug} showLeague empty={intl.formatMessage({ id: 'site.week.none' })} />
          </>
        );
      case 'results':
        return <GameDays games={site.results} slug={slug} showLeague empty={intl.formatMessage({ id: 'site.results.none' })} />;
      case 'standings': {
        const tables = site.tables.filter((table) => table.standings && table.standings.rows.length > 0);
        if (tables.length === 0) return null;
        return tables.map((table) => <StandingsBlock key={table.league_id} standings={table.standings!} slug={slug} caption={table.league_name} />);
      }
      case 'brackets': {
        const brackets = site.tables.filter((table) => table.bracket);
        if (brackets.length === 0) return null;
        return brackets.map((table) => (
          <div key={table.league_id} className="subsection">
            <h3>{table.league_name}</h3>
            <BracketBlock bracket={table.bracket!} slug={slug} level={4} />
          </div>
        ));
      }
      case 'calendar_feeds': {
        const feeds = byId(leagueIds).filter((league) => league.calendar_url);
        if (feeds.length === 0) return null;
        return (
          <>
            <p className="muted">{intl.formatMessage({ id: 'site.calendar.help' })}</p>
            <ul className="link-list">
              {feeds.map((league) => (
                <li key={league.id}>
                  <a href={league.calendar_url!.replace(/^https?:/, 'webcal:')}>
                    {intl.formatMessage({ id: 'site.calendar.subscribe' }, { league: league.name })}
                  </a>
                </li>
              ))}
            </ul>
          </>
        );
      }
      case 'about':
        // Cleaned to an allow-list by the API when saved (rich-text.ts): no script, handler or javascript: link gets here.
        return document.about ? <div className="rich-text" dangerouslySetInnerHTML={{ __html: document.about }} /> : null;
      case 'faq':
        if (document.faq.length === 0) return null;
        return (
          <div className="faq">
            {document.faq.map((entry) => (
              <details key={entry.question}>
                <summary>{entry.question}</summary>
                <div className="rich-text" dangerouslySetInnerHTML={{ __html: entry.answer }} />
              </details>
            ))}
          </div>
        );
      case 'sponsors':
        if (document.sponsors.length === 0) return null;
        return (
          <ul className="sponsors">
            {document.sponsors.map((sponsor) => {
              const logo = sponsor.logo_media_id ? site.media[sponsor.logo_media_id]?.variants[0] : undefined;
              const face = logo ? <img src={logo.url} alt={sponsor.name} loading="lazy" /> : <span>{sponsor.name}</span>;
              return (
                <li key={sponsor.name} className="sponsor">
                  {sponsor.url ? (
                    <a href={sponsor.url} rel="noopener noreferrer sponsored">
                      {face}
                    </a>
                  ) : (
                    face
                  )}
                </li>
              );
            })}
          </ul>
        );
      case 'contact': {
        const { email, phone, address } = document.contact;
        if (!email && !phone && !address) return null;
        return (
          <dl className="facts">
            {email ? (
              <div>
                <dt>{intl.formatMessage({ id: 'site.contact.email' })}</dt>
                <dd>
                  <a href={`mailto:${email}`}>{email}</a>
                </dd>
              </div>
            ) : null}
            {phone ? (
              <div>
                <dt>{intl.formatMessage({ id: 'site.contact.phone' })}</dt>
                <dd>
                  <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a>
                </dd>
              </div>
            ) : null}
            {address ? (
              <div>
                <dt>{intl.formatMessage({ id: 'site.contact.address' })}</dt>
                <dd>{address}</dd>
              </div>
            ) : null}
          </dl>
        );
      }
    }
  };
}

/** The club's home page: the hero, then the sections the club shows, in its order. */
export function HomePage({ site }: { site: PublicSite }) {
  const contentOf = useSectionContent(site);
  return (
    <>
      <Hero site={site} />
      <div className="page">
        {site.document.sections
          .filter((section) => section.visible)
          .map((section) => {
            const content = contentOf(section.type, section.league_ids);
            return content ? (
              <Section key={section.type} type={section.type}>
                {content}
              </Section>
            ) : null;
          })}
      </div>
    </>
  );
}

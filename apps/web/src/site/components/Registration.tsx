import type { PublicLeague, SiteDocument } from '@matchday/domain';
import { useIntl } from 'react-intl';
import { useSiteFormat } from '../format';

/** The price block ("Payment Information", spec §4): what a team and a player pay, or that the league is free. */
export function PaymentInfo({ league, level }: { league: PublicLeague; level: 2 | 4 }) {
  const intl = useIntl();
  const Heading = `h${level}` as const;
  const format = useSiteFormat();
  const free = league.payment_mode === 'free' || (league.team_fee_cents === 0 && league.player_fee_cents === 0);
  return (
    <div className="payment-info">
      <Heading className="small-heading">{intl.formatMessage({ id: 'site.payment_info' })}</Heading>
      {free ? (
        <p>{intl.formatMessage({ id: 'site.fee.free' })}</p>
      ) : (
        <dl className="facts">
          {league.team_fee_cents > 0 ? (
            <div>
              <dt>{intl.formatMessage({ id: 'site.fee.team' })}</dt>
              <dd>{format.money(league.team_fee_cents)}</dd>
            </div>
          ) : null}
          {league.player_fee_cents > 0 ? (
            <div>
              <dt>{intl.formatMessage({ id: 'site.fee.player' })}</dt>
              <dd>{format.money(league.player_fee_cents)}</dd>
            </div>
          ) : null}
        </dl>
      )}
    </div>
  );
}

/** Where registration stands, in a chip: open with the places left, opening on a day, full, or closed. */
export function RegistrationChip({ league }: { league: PublicLeague }) {
  const intl = useIntl();
  const format = useSiteFormat();
  const { state, opens_on, places_left } = league.registration;
  if (state === 'upcoming')
    return <span className="chip chip-upcoming">{intl.formatMessage({ id: 'site.registration.upcoming' }, { date: format.day(opens_on) })}</span>;
  if (state === 'closed') return <span className="chip chip-closed">{intl.formatMessage({ id: 'site.registration.closed' })}</span>;
  if (places_left === 0) return <span className="chip chip-closed">{intl.formatMessage({ id: 'site.registration.fullChip' })}</span>;
  return <span className="chip chip-open">{intl.formatMessage({ id: 'site.registration.placesLeft' }, { count: places_left })}</span>;
}

/** How to register while it is open (by contacting the club), or when it opens. */
export function HowToRegister({ league, contact }: { league: PublicLeague; contact: SiteDocument['contact'] }) {
  const intl = useIntl();
  const format = useSiteFormat();
  const { state, opens_on, closes_on, places_left } = league.registration;
  if (state === 'upcoming') return <p>{intl.formatMessage({ id: 'site.registration.opensOn' }, { date: format.day(opens_on) })}</p>;
  if (state === 'closed') return <p>{intl.formatMessage({ id: 'site.registration.closedText' })}</p>;
  if (places_left === 0) return <p>{intl.formatMessage({ id: 'site.registration.full' })}</p>;
  return (
    <div className="how-to-register">
      <p>{intl.formatMessage({ id: 'site.registration.until' }, { date: format.day(closes_on) })}</p>
      <p>
        {intl.formatMessage({ id: 'site.registration.contact' })}{' '}
        {contact.email ? <a href={`mailto:${contact.email}?subject=${encodeURIComponent(league.name)}`}>{contact.email}</a> : null}
        {contact.email && contact.phone ? ' · ' : null}
        {contact.phone ? <a href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}>{contact.phone}</a> : null}
      </p>
    </div>
  );
}

import { JOIN_ROLES, joiningCharges, joinRolesOf, type ChargeLine, type LeaguePaymentMode, type PublicLeague, type SiteDocument } from '@matchday/domain';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { sitePath } from '../data';
import { useSiteFormat } from '../format';
import { SiteLink } from './SiteLink';

/**
 * The league's payment mode by its spec label, and what it means for whoever registers at the league's prices: in
 * Players Responsible for Payment without a team fee, each player pays a player fee of their own, no share of anything.
 */
export function PaymentMode({ mode, teamFeeCents }: { mode: LeaguePaymentMode; teamFeeCents: number }) {
  const intl = useIntl();
  const help = mode === 'players_pay' && teamFeeCents === 0 ? 'site.paymentModeHelp.players_pay_own' : (`site.paymentModeHelp.${mode}` as const);
  return (
    <div className="payment-mode">
      <p className="payment-mode-label">{intl.formatMessage({ id: `site.paymentMode.${mode}` })}</p>
      <p className="muted">{intl.formatMessage({ id: help })}</p>
    </div>
  );
}

/**
 * What the league charges anyone at its prices, by the domain's joiningCharges (which leaves out zero amounts): the
 * kinds of fee some way of joining pays. A Players Responsible for Payment team fee is the sum the shares cover.
 */
function chargedFees(league: PublicLeague): { team: boolean; player: boolean } {
  const fees = { payment_mode: league.payment_mode, team_fee_cents: league.team_fee_cents, player_fee_cents: league.player_fee_cents, roster_min: 1 };
  const kinds = new Set<ChargeLine['kind']>(JOIN_ROLES.flatMap((role) => joiningCharges(fees, role, { rosterAfterJoin: 2 }).map((line) => line.kind)));
  return {
    team: kinds.has('team_fee') || (league.payment_mode === 'players_pay' && league.team_fee_cents > 0),
    player: kinds.has('player_fee') || kinds.has('player_share'),
  };
}

/** A fee, with its early-bird price while it applies: "$240.00 — Early bird until Nov 30, 2026, then $280.00". */
function Fee({ label, cents, early, until }: { label: string; cents: number; early: number | null; until: string | null }) {
  const intl = useIntl();
  const format = useSiteFormat();
  return (
    <div>
      <dt>{label}</dt>
      <dd>
        {format.money(early ?? cents)}
        {early !== null && until ? (
          <span className="fact-note">{intl.formatMessage({ id: 'site.fee.earlyBird' }, { date: format.day(until), amount: format.money(cents) })}</span>
        ) : null}
      </dd>
    </div>
  );
}

/**
 * The price block ("Payment Information", spec §4): the payment mode, what a team and a player pay (at the early-bird
 * price while it applies, and until when), the deposit a captain may pay, the add-ons on sale, or that the league is free.
 */
export function PaymentInfo({ league, level }: { league: PublicLeague; level: 2 | 4 }) {
  const intl = useIntl();
  const addOnsId = useId();
  const Heading = `h${level}` as const;
  const format = useSiteFormat();
  const charged = chargedFees(league);
  const free = !charged.team && !charged.player;
  const early = league.early_bird;
  return (
    <div className="payment-info">
      <Heading className="small-heading">{intl.formatMessage({ id: 'site.payment_info' })}</Heading>
      {free ? (
        <p className="payment-free">{intl.formatMessage({ id: 'site.fee.free' })}</p>
      ) : (
        <dl className="facts">
          {charged.team ? (
            <Fee
              label={intl.formatMessage({ id: 'site.fee.team' })}
              cents={league.team_fee_cents}
              early={early?.team_fee_cents ?? null}
              until={early?.until ?? null}
            />
          ) : null}
          {charged.player ? (
            <Fee
              label={intl.formatMessage({ id: 'site.fee.player' })}
              cents={league.player_fee_cents}
              early={early?.player_fee_cents ?? null}
              until={early?.until ?? null}
            />
          ) : null}
          {league.deposit_cents !== null ? (
            <div>
              <dt>{intl.formatMessage({ id: 'site.fee.deposit' })}</dt>
              <dd>
                {format.money(league.deposit_cents)}
                <span className="fact-note">{intl.formatMessage({ id: 'site.fee.depositHelp' })}</span>
              </dd>
            </div>
          ) : null}
        </dl>
      )}
      {league.add_ons.length > 0 ? (
        <div className="add-on-offers">
          <p className="add-on-offers-title" id={addOnsId}>
            {intl.formatMessage({ id: 'site.fee.addOns' })}
          </p>
          <ul aria-labelledby={addOnsId}>
            {league.add_ons.map((offer) => (
              <li key={offer.id}>
                <span>{offer.name}</span> <span className="add-on-offer-price">{format.money(offer.price_cents)}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {level === 2 ? <PaymentMode mode={league.payment_mode} teamFeeCents={league.team_fee_cents} /> : null}
    </div>
  );
}

/** Where the league stands, in a chip: its season in progress or completed, else registration open with the places left, opening on a day, full, or closed. */
export function RegistrationChip({ league }: { league: PublicLeague }) {
  const intl = useIntl();
  const format = useSiteFormat();
  const { state, opens_on, places_left } = league.registration;
  if (league.status === 'in_season') return <span className="chip chip-season">{intl.formatMessage({ id: 'site.season.inProgress' })}</span>;
  if (league.status === 'completed') return <span className="chip chip-closed">{intl.formatMessage({ id: 'site.season.completed' })}</span>;
  if (state === 'upcoming')
    return <span className="chip chip-upcoming">{intl.formatMessage({ id: 'site.registration.upcoming' }, { date: format.day(opens_on) })}</span>;
  if (state === 'closed') return <span className="chip chip-closed">{intl.formatMessage({ id: 'site.registration.closed' })}</span>;
  if (places_left === 0) return <span className="chip chip-closed">{intl.formatMessage({ id: 'site.registration.fullChip' })}</span>;
  return <span className="chip chip-open">{intl.formatMessage({ id: 'site.registration.placesLeft' }, { count: places_left })}</span>;
}

const registerPath = (slug: string, league: PublicLeague, as: 'captain' | 'free_agent') => `${sitePath(slug, { kind: 'register', id: league.id })}?as=${as}`;

/**
 * How to register: while it is open, a button into the registration flow per way of joining the league allows (a
 * teammate joins through their captain's invite link), or the waitlist once the team places are gone; else when it
 * opens, that it is closed, or (registration being long over) that the season is under way or over.
 */
export function HowToRegister({ league, slug, contact }: { league: PublicLeague; slug: string; contact: SiteDocument['contact'] }) {
  const intl = useIntl();
  const format = useSiteFormat();
  const { state, opens_on, closes_on, places_left } = league.registration;
  if (league.status === 'in_season') return <p>{intl.formatMessage({ id: 'site.season.inProgressText' }, { date: format.day(league.season_end) })}</p>;
  if (league.status === 'completed') return <p>{intl.formatMessage({ id: 'site.season.completedText' }, { date: format.day(league.season_end) })}</p>;
  if (state === 'upcoming') return <p>{intl.formatMessage({ id: 'site.registration.opensOn' }, { date: format.day(opens_on) })}</p>;
  if (state === 'closed') return <p>{intl.formatMessage({ id: 'site.registration.closedText' })}</p>;
  const freeAgents = joinRolesOf(league.registration_type).includes('free_agent');
  const full = places_left === 0;
  return (
    <div className="how-to-register">
      <p>
        {full ? intl.formatMessage({ id: 'site.registration.full' }) : intl.formatMessage({ id: 'site.registration.until' }, { date: format.day(closes_on) })}{' '}
        {full ? null : <strong>{intl.formatMessage({ id: 'site.registration.placesLeft' }, { count: places_left })}</strong>}
      </p>
      <div className="button-row">
        {full ? (
          <SiteLink className="button" to={sitePath(slug, { kind: 'register', id: league.id })}>
            {intl.formatMessage({ id: 'site.registration.waitlist' })}
          </SiteLink>
        ) : (
          <SiteLink className="button" to={registerPath(slug, league, 'captain')}>
            {intl.formatMessage({ id: 'site.registration.registerTeam' })}
          </SiteLink>
        )}
        {freeAgents ? (
          <SiteLink className={full ? 'button button-quiet' : 'button button-secondary'} to={registerPath(slug, league, 'free_agent')}>
            {intl.formatMessage({ id: 'site.registration.registerFreeAgent' })}
          </SiteLink>
        ) : null}
      </div>
      <p className="muted small">{intl.formatMessage({ id: 'site.registration.joinTeam' })}</p>
      {contact.email ? (
        <p className="muted small">
          {intl.formatMessage({ id: 'site.registration.ask' })}{' '}
          <a href={`mailto:${contact.email}?subject=${encodeURIComponent(league.name)}`}>{contact.email}</a>
        </p>
      ) : null}
    </div>
  );
}

import { dateInTimezone, joinRolesOf, teamPlacesLeft, type RegistrationOptions } from '@matchday/domain';
import type { Executor } from '../../db/database.js';
import type { ClubRow } from '../clubs/club-row.js';
import { addOnsOnSale, priceListOf } from '../payments/price-list.js';
import { questionsForRegistrants, teamOfInvite } from '../teams/public-join.js';
import { isOpen, publicLeague } from './league-gate.js';
import { teamPlacesOf } from './team-places.js';
import { liveOfferByToken } from './waitlist-repository.js';
import { currentWaiver } from './waiver-repository.js';

/** What the registration flow shows for a league: the price rules, the questions, the waiver, places left, an invite's team or an offer. */
export async function registrationOptions(
  db: Executor,
  club: ClubRow,
  leagueId: string,
  query: { invite?: string | undefined; offer?: string | undefined },
  now: Date,
  cardPayments: boolean,
): Promise<RegistrationOptions> {
  const league = await publicLeague(db, club, leagueId);
  const [addOns, places, questions, waiver, invite, liveOffer] = await Promise.all([
    addOnsOnSale(db, league.id),
    teamPlacesOf(db, [league], now),
    questionsForRegistrants(db, league.id),
    currentWaiver(db, club.id),
    query.invite ? teamOfInvite(db, league.id, query.invite) : undefined,
    query.offer ? liveOfferByToken(db, league.id, query.offer, now) : undefined,
  ]);
  // The registration's own check counts the same way (join-service): no one passes the form to be refused at Pay.
  const placesLeft = teamPlacesLeft(places.get(league.id)!, liveOffer !== undefined);
  return {
    league: {
      ...priceListOf(league),
      id: league.id,
      name: league.name,
      season: league.season,
      registration_type: league.registrationType,
      roster_max: league.rosterMax,
      closes_on: league.registrationClosesOn,
    },
    today: dateInTimezone(now, club.timezone),
    add_ons: addOns,
    roles: joinRolesOf(league.registrationType),
    open: isOpen(league, club, now) || liveOffer !== undefined,
    places_left: placesLeft,
    waitlist: placesLeft === 0,
    card_payments: cardPayments,
    questions,
    waiver: waiver ? { body: waiver.body, sha256: waiver.sha256 } : null,
    invite: invite ? { team_name: invite.teamName, share_cents: invite.shareCents, roster_size: invite.rosterSize } : null,
    offer: liveOffer ? { team_name: liveOffer.teamName, expires_at: liveOffer.offerExpiresAt!.toISOString() } : null,
  };
}

import { dateInTimezone, joinRolesOf, type RegistrationOptions } from '@matchday/domain';
import type { Executor } from '../../db/database.js';
import type { ClubRow } from '../clubs/club-row.js';
import { addOnsOnSale, priceListOf } from '../payments/price-list.js';
import { questionsForRegistrants, teamOfInvite, teamPlacesTaken } from '../teams/public-join.js';
import { isOpen, publicLeague } from './league-gate.js';
import { liveOffers, offerByToken } from './waitlist-repository.js';
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
  const [addOns, taken, promised, questions, waiver, invite, offer] = await Promise.all([
    addOnsOnSale(db, league.id),
    teamPlacesTaken(db, league.id),
    liveOffers(db, league.id, now, query.offer ?? null),
    questionsForRegistrants(db, league.id),
    currentWaiver(db, club.id),
    query.invite ? teamOfInvite(db, league.id, query.invite) : undefined,
    query.offer ? offerByToken(db, league.id, query.offer) : undefined,
  ]);
  const liveOffer = offer && offer.status === 'offered' && offer.offerExpiresAt! > now ? offer : undefined;
  const placesLeft = Math.max(0, league.teamCapacity - taken - promised);
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
    places_left: liveOffer ? Math.max(1, placesLeft) : placesLeft,
    waitlist: placesLeft === 0 && !liveOffer,
    card_payments: cardPayments,
    questions,
    waiver: waiver ? { body: waiver.body, sha256: waiver.sha256 } : null,
    invite: invite ? { team_name: invite.teamName, share_cents: invite.shareCents, places_left: Math.max(0, league.rosterMax - invite.rosterSize) } : null,
    offer: liveOffer ? { team_name: liveOffer.teamName, expires_at: liveOffer.offerExpiresAt!.toISOString() } : null,
  };
}

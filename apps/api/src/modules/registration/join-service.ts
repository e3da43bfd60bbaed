import {
  CHECKOUT_HOLD_MINUTES,
  dateInTimezone,
  fieldMessage,
  registrationPrice,
  teamPlacesLeft,
  type PublicRegistrationInputSchema,
  type RegistrationResult,
} from '@matchday/domain';
import type { z } from 'zod';
import type { Executor } from '../../db/database.js';
import { inTransaction } from '../../db/transaction.js';
import { addMinutes } from '../../lib/clock.js';
import { HttpError, validationError } from '../../lib/http-error.js';
import type { ClubRow } from '../clubs/club-row.js';
import { cardPaymentsAccount, paymentsUnavailable } from '../connect/card-payments.js';
import { addOnsOnSale, priceListOf } from '../payments/price-list.js';
import { sellRegistration } from '../payments/registration-sale.js';
import type { MoneyDeps } from '../payments/money-deps.js';
import { openOrderCheckout } from '../payments/order-checkout.js';
import { holdPlayersByEmail } from '../players/player-locks.js';
import { createPlayers } from '../players/player-writer.js';
import { checkedAnswers, isRegistered, registerCaptainTeam, registerFreeAgent, registerOnTeam, teamOfInvite, type JoinContext } from '../teams/public-join.js';
import { releaseCheckout } from './release.js';
import { assertOpen, publicLeague } from './league-gate.js';
import { assertMayHold } from './open-checkout-limits.js';
import { teamPlacesOf } from './team-places.js';
import { offerByToken, updateWaitlistEntry } from './waitlist-repository.js';
import { currentWaiver, recordAcceptance } from './waiver-repository.js';

type RegistrationInput = z.output<typeof PublicRegistrationInputSchema>;

export interface Registrant {
  email: string;
  ip: string;
  userAgent: string;
}

/**
 * No waiver accepted, or one that is no longer in force: a registrant who accepted a text the club changed since is
 * told so (their page reloads the new text from the public options), instead of being asked again for what they did.
 */
const waiverRefused = (accepted: string | null) =>
  accepted === null
    ? new HttpError(422, 'waiver_required', 'Read and accept the waiver to register')
    : new HttpError(409, 'waiver_changed', 'The waiver changed while you were registering. Read the new text and accept it again.');

const leagueFull = () => new HttpError(409, 'league_full', 'This league has no team place left. You can join its waitlist.');

/** The add-ons chosen, checked against those on sale: an unknown one, or more than its maximum, is refused. */
function checkAddOns(chosen: RegistrationInput['add_ons'], onSale: Awaited<ReturnType<typeof addOnsOnSale>>): void {
  for (const choice of chosen) {
    const offer = onSale.find((candidate) => candidate.id === choice.product_id);
    if (!offer) throw validationError({ add_ons: [fieldMessage('notAnOption')] });
    if (choice.quantity > offer.max_quantity) throw validationError({ add_ons: [fieldMessage('atMost', { max: offer.max_quantity })] });
  }
}

interface Joined {
  result: RegistrationResult;
  checkout: { orderId: string; saveCard: boolean } | null;
}

/**
 * Registration from the public site (issue 12 §2): in one transaction under the league's row lock, the registrant's
 * player record, team or roster place (held while a checkout is open), answers, waiver acceptance, the charges of the
 * league's payment mode in the ledger, and the order for what is due now. Then, outside any transaction, the Stripe
 * Checkout session; if Stripe fails, the hold is released at once.
 */
export function createJoinService(deps: MoneyDeps) {
  const { db, clock, jobs, config } = deps;

  async function join(
    tx: Executor,
    club: ClubRow,
    leagueId: string,
    registrant: Registrant,
    input: RegistrationInput,
    card: Awaited<ReturnType<typeof cardPaymentsAccount>>,
  ): Promise<Joined> {
    const now = clock();
    const league = await publicLeague(tx, club, leagueId, 'update');
    await assertMayHold(tx, { clubId: club.id, leagueId: league.id, email: registrant.email, ip: registrant.ip, now });
    const offer = input.offer_token ? await offerByToken(tx, league.id, input.offer_token) : undefined;
    const offerLive = offer && offer.status === 'offered' && offer.offerExpiresAt! > now && offer.email.toLowerCase() === registrant.email.toLowerCase();
    if (input.offer_token && !offerLive) throw new HttpError(409, 'invalid_invite', 'This waitlist offer is not valid any more');
    if (!offerLive) assertOpen(league, club, now);
    if (input.as === 'free_agent' && league.registrationType === 'teams_only')
      throw new HttpError(422, 'free_agents_not_allowed', 'This league takes teams only, not free agents');

    const waiver = await currentWaiver(tx, club.id);
    if (waiver && input.waiver_sha256 !== waiver.sha256) throw waiverRefused(input.waiver_sha256);
    const invite = input.as === 'player' ? await teamOfInvite(tx, league.id, input.invite_token!) : undefined;
    if (input.as === 'player' && !invite) throw new HttpError(422, 'invalid_invite', 'This invite link is not valid any more');
    const answers = await checkedAnswers(tx, league.id, input.answers);

    const actor = { id: null, name: `${input.first_name} ${input.last_name} (club site)` };
    const context = { clubId: club.id, leagueId: league.id, actor, at: now };
    const [known] = await holdPlayersByEmail(tx, club.id, [registrant.email]);
    const player =
      known ??
      (
        await createPlayers(tx, context, [
          {
            firstName: input.first_name,
            lastName: input.last_name,
            email: registrant.email,
            phone: input.phone,
            dateOfBirth: null,
            gender: null,
            emergencyContactName: null,
            emergencyContactPhone: null,
            notes: null,
          },
        ])
      )[0]!;
    if (await isRegistered(tx, league.id, player.id)) throw new HttpError(409, 'already_registered', 'You are already registered in this league');

    const onSale = await addOnsOnSale(tx, league.id);
    checkAddOns(input.add_ons, onSale);
    const pricing = priceListOf(league);
    const price = registrationPrice(
      pricing,
      input.as,
      { shareCents: invite?.shareCents ?? null, rosterAfterJoin: (invite?.rosterSize ?? 0) + 1 },
      { today: dateInTimezone(now, club.timezone), addOns: onSale, chosen: input.add_ons, payDeposit: input.pay_deposit },
    );
    if (input.pay_deposit && price.deposit_cents === null) throw validationError({ pay_deposit: [fieldMessage('notAnOption')] });
    const dueNow = price.due_now_cents;
    if (dueNow > 0 && club.connect && !card) throw paymentsUnavailable();
    const byCard = dueNow > 0 && card !== null;
    const holdUntil = byCard ? addMinutes(now, CHECKOUT_HOLD_MINUTES) : null;
    const joinContext: JoinContext = { tx, league, context, playerId: player.id, answers, holdUntil };

    let teamId: string | null = null;
    let registrationId: string;
    if (input.as === 'captain') {
      if (teamPlacesLeft((await teamPlacesOf(tx, [league], now)).get(league.id)!, offerLive) === 0) throw leagueFull();
      ({ teamId, registrationId } = await registerCaptainTeam(joinContext, input.team_name!));
    } else if (input.as === 'player') {
      teamId = invite!.teamId;
      ({ registrationId } = await registerOnTeam(joinContext, teamId));
    } else {
      registrationId = await registerFreeAgent(joinContext);
    }
    if (waiver)
      await recordAcceptance(tx, {
        registrationId,
        waiverVersionId: waiver.id,
        sha256: waiver.sha256,
        acceptedAt: now,
        ip: registrant.ip,
        userAgent: registrant.userAgent.slice(0, 500),
      });
    if (offerLive) await updateWaitlistEntry(tx, offer.id, { status: 'accepted' });

    const orderId = await sellRegistration(tx, jobs, {
      club,
      league,
      actor,
      at: now,
      price,
      payDeposit: input.pay_deposit,
      teamId,
      registrationId,
      checkout: byCard
        ? {
            customer: { playerId: player.id, email: registrant.email, name: `${input.first_name} ${input.last_name}` },
            accountId: card!.accountId,
            feeBps: card!.feeBps,
            remainderConsent: input.remainder_consent && input.as === 'captain' && league.paymentMode === 'players_pay',
            requestIp: registrant.ip,
            holdUntil: holdUntil!,
          }
        : null,
    });
    return {
      result: {
        registration_id: registrationId,
        team_id: teamId,
        order_id: orderId,
        outcome: byCard ? 'checkout' : dueNow > 0 ? 'pay_later' : 'confirmed',
        checkout_url: null,
        amount_cents: dueNow,
      },
      checkout: orderId ? { orderId, saveCard: input.remainder_consent && league.paymentMode === 'players_pay' } : null,
    };
  }

  return {
    async register(club: ClubRow, leagueId: string, registrant: Registrant, input: RegistrationInput): Promise<RegistrationResult> {
      const card = await cardPaymentsAccount(db, club, config.PLATFORM_FEE_BPS);
      const joined = await inTransaction(db, (tx) => join(tx, club, leagueId, registrant, input, card));
      if (!joined.checkout) return joined.result;
      const { orderId, saveCard } = joined.checkout;
      try {
        const { url } = await openOrderCheckout(deps, orderId, { customerEmail: registrant.email, clubSlug: club.slug, saveCard });
        return { ...joined.result, checkout_url: url };
      } catch (error) {
        // Nothing was charged: the place goes back at once, and the order says why.
        await releaseCheckout(deps, orderId, 'canceled', 'stripe_unavailable');
        throw error;
      }
    },
  };
}

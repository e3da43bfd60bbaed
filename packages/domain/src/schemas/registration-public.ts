import { z } from 'zod';
import { IdSchema } from '../ids.js';
import { ORDER_END_REASONS } from '../payments/holds.js';
import { JOIN_ROLES } from '../payments/modes.js';
import { PAYMENT_STATUSES, TEAM_STATUSES } from '../payments/ledger.js';
import { fieldMessage } from '../validation-messages.js';
import { optionalText, PathIdSchema, requiredText, text } from './common.js';
import { LeaguePaymentModeSchema, RegistrationTypeSchema } from './leagues.js';
import { AnswerInputSchema, QuestionTypeSchema } from './questions.js';

/**
 * The player-facing registration contracts (/api/public/clubs/{slug}/…): their own schemas, never an admin one.
 * A player sees their own registrations, their team's name and roster first names with paid or not (captains only),
 * and the league's public facts; never another person's e-mail, phone, answers or amounts.
 */

const email = text()
  .trim()
  .toLowerCase()
  .pipe(z.email({ message: fieldMessage('invalidEmail') }).max(254));

/** POST …/auth/code: e-mails a 6-digit code. Always 202, whether or not the address is known. */
export const PlayerCodeRequestSchema = z.strictObject({ email }).meta({ id: 'PlayerCodeRequest' });
export type PlayerCodeRequest = z.input<typeof PlayerCodeRequestSchema>;

/** POST …/auth/verify. */
export const PlayerCodeVerifySchema = z.strictObject({ email, code: text().regex(/^\d{6}$/, fieldMessage('signInCode')) }).meta({ id: 'PlayerCodeVerify' });
export type PlayerCodeVerify = z.input<typeof PlayerCodeVerifySchema>;

export const PlayerSessionSchema = z.object({ token: z.string(), email: z.string(), expires_at: z.string() }).meta({ id: 'PlayerSession' });
export type PlayerSession = z.infer<typeof PlayerSessionSchema>;

export const JoinRoleSchema = z.enum(JOIN_ROLES);

export const PublicQuestionSchema = z.object({
  id: IdSchema,
  label: z.string(),
  type: QuestionTypeSchema,
  options: z.array(z.string()),
  required: z.boolean(),
});

/** GET …/leagues/{id}/registration[?invite=…|?offer=…]: what the flow needs to ask and to price. */
export const RegistrationOptionsSchema = z
  .object({
    league: z.object({
      id: IdSchema,
      name: z.string(),
      season: z.string(),
      registration_type: RegistrationTypeSchema,
      payment_mode: LeaguePaymentModeSchema,
      team_fee_cents: z.number().int(),
      player_fee_cents: z.number().int(),
      roster_min: z.number().int(),
      roster_max: z.number().int(),
      closes_on: z.string(),
      early_bird_until: z.string().nullable(),
      early_bird_team_fee_cents: z.number().int().nullable(),
      early_bird_player_fee_cents: z.number().int().nullable(),
      deposit_cents: z.number().int().nullable(),
    }),
    /** The club's date today: the day the early-bird prices are judged by (payments/prices.ts). */
    today: z.string(),
    /** Optional extras sold with a registration. */
    add_ons: z.array(
      z.object({ id: IdSchema, name: z.string(), description: z.string().nullable(), price_cents: z.number().int(), max_quantity: z.number().int() }),
    ),
    roles: z.array(JoinRoleSchema),
    open: z.boolean(),
    /** Team places a new team may take (the domain's teamPlacesLeft): held checkouts and places offered to others are taken. */
    places_left: z.number().int(),
    /** No team place is left for this visitor: a captain may join the waitlist instead. */
    waitlist: z.boolean(),
    card_payments: z.boolean(),
    questions: z.array(PublicQuestionSchema),
    waiver: z.object({ body: z.string(), sha256: z.string() }).nullable(),
    /**
     * When the flow came from a team's invite link: the team, the share its captain set (players_pay), and how many
     * players it has now (a player beyond the roster minimum adds a player fee in full_player_fee_from_captain).
     */
    invite: z.object({ team_name: z.string(), share_cents: z.number().int().nullable(), roster_size: z.number().int() }).nullable(),
    /** When the flow came from a waitlist offer: until when the offered place is kept. */
    offer: z.object({ team_name: z.string().nullable(), expires_at: z.string() }).nullable(),
  })
  .meta({ id: 'RegistrationOptions' });
export type RegistrationOptions = z.infer<typeof RegistrationOptionsSchema>;

const phone = optionalText(40).refine((value) => value === null || /^[+\d][\d\s().-]{5,}$/.test(value), { message: fieldMessage('phone') });

/** POST …/leagues/{id}/registrations (signed in with a code): join as captain of a new team, through an invite, or as a free agent. */
export const PublicRegistrationInputSchema = z
  .strictObject({
    as: JoinRoleSchema,
    team_name: optionalText(80).default(null),
    invite_token: optionalText(100).default(null),
    offer_token: optionalText(100).default(null),
    first_name: requiredText(80),
    last_name: requiredText(80),
    phone: phone.default(null),
    answers: z.array(AnswerInputSchema).max(50).default([]),
    /** The SHA-256 of the waiver text the registrant read and accepted (null only when the club has no waiver). */
    waiver_sha256: optionalText(64).default(null),
    /** players_pay captains: consent to charge the rest of the team fee to this card at the payment deadline. */
    remainder_consent: z.boolean().default(false),
    /** The league's add-ons bought with this registration (each at most its max quantity). */
    add_ons: z
      .array(z.strictObject({ product_id: IdSchema, quantity: z.number().int().min(1).max(20) }))
      .max(20)
      .default([]),
    /** Captains where the league takes a deposit: pay it now and the rest of the fee later. */
    pay_deposit: z.boolean().default(false),
  })
  .superRefine((input, ctx) => {
    if (input.as === 'captain' && !input.team_name) ctx.addIssue({ code: 'custom', path: ['team_name'], message: fieldMessage('required') });
    if (input.as === 'player' && !input.invite_token) ctx.addIssue({ code: 'custom', path: ['invite_token'], message: fieldMessage('required') });
    const ids = input.add_ons.map((choice) => choice.product_id);
    if (new Set(ids).size !== ids.length) ctx.addIssue({ code: 'custom', path: ['add_ons'], message: fieldMessage('listedTwice') });
  })
  .meta({ id: 'PublicRegistrationBody' });
export type PublicRegistrationInput = z.input<typeof PublicRegistrationInputSchema>;

export const CHECKOUT_OUTCOMES = ['checkout', 'confirmed', 'pay_later'] as const;

/**
 * The answer to a registration: pay on Stripe Checkout (its URL), nothing to pay (confirmed, or not yet: a free
 * team waits for its roster), or pay the club another way (a club without card payments).
 */
export const RegistrationResultSchema = z
  .object({
    registration_id: IdSchema,
    team_id: IdSchema.nullable(),
    order_id: IdSchema.nullable(),
    outcome: z.enum(CHECKOUT_OUTCOMES),
    checkout_url: z.string().nullable(),
    amount_cents: z.number().int(),
  })
  .meta({ id: 'RegistrationResult' });
export type RegistrationResult = z.infer<typeof RegistrationResultSchema>;

/** A line of one of the person's own orders: what was bought, how many, for how much (the lines add up to the order's total). */
export const PublicOrderItemSchema = z.object({ description: z.string(), quantity: z.number().int(), amount_cents: z.number().int() });

/** GET …/orders/{id}: the status page. `paid` is true only once Stripe's webhook confirmed the payment. */
export const PublicOrderSchema = z
  .object({
    id: IdSchema,
    status: z.enum(['pending', 'paid', 'expired', 'canceled']),
    total_cents: z.number().int(),
    items: z.array(PublicOrderItemSchema),
    league: z.object({ id: IdSchema, name: z.string() }),
    team: z.object({ id: IdSchema, name: z.string(), status: z.enum(TEAM_STATUSES) }).nullable(),
    checkout_url: z.string().nullable(),
    expires_at: z.string().nullable(),
    paid_at: z.string().nullable(),
    /** Why an expired or canceled order ended (nothing was charged). */
    end_reason: z.enum(ORDER_END_REASONS).nullable(),
  })
  .meta({ id: 'PublicOrder' });
export type PublicOrder = z.infer<typeof PublicOrderSchema>;

/** A team-mate as their captain sees them: first name and last initial, captain or not, settled or not. */
export const RosterMateSchema = z.object({ name: z.string(), captain: z.boolean(), paid: z.boolean() });

/** GET …/me: the signed-in person's registrations in this club. */
export const MyRegistrationsSchema = z
  .object({
    email: z.string(),
    registrations: z.array(
      z.object({
        id: IdSchema,
        league: z.object({ id: IdSchema, name: z.string(), season: z.string(), payment_mode: LeaguePaymentModeSchema }),
        team: z.object({ id: IdSchema, name: z.string(), status: z.enum(TEAM_STATUSES) }).nullable(),
        captain: z.boolean(),
        payment_status: z.enum(PAYMENT_STATUSES),
        /** What this person still owes: their own balance, plus their team's when they are its captain. */
        balance_cents: z.number().int(),
        /** The person's paid orders in this league: each with its lines and its total. */
        receipts: z.array(z.object({ order_id: IdSchema, paid_at: z.string(), amount_cents: z.number().int(), items: z.array(PublicOrderItemSchema) })),
        pending_order: z.object({ id: IdSchema, checkout_url: z.string().nullable(), expires_at: z.string().nullable() }).nullable(),
        /** Captains: the team's invite link and roster. */
        invite_url: z.string().nullable(),
        roster: z.array(RosterMateSchema).nullable(),
      }),
    ),
  })
  .meta({ id: 'MyRegistrations' });
export type MyRegistrations = z.infer<typeof MyRegistrationsSchema>;

/** POST …/me/registrations/{id}/pay: a checkout for what is owed now. */
export const PayBalanceResultSchema = z.object({ order_id: IdSchema, checkout_url: z.string() }).meta({ id: 'PayBalanceResult' });

/** PUT …/me/teams/{id}/invite (captains, players_pay): the share each invited player pays; null takes the player fee. */
export const InviteShareInputSchema = z.strictObject({ share_cents: z.number().int().min(0).max(10_000_000).nullable() }).meta({ id: 'InviteShareBody' });

/** POST …/leagues/{id}/waitlist (signed in): wait for a team place (or a free-agent place). */
export const WaitlistJoinInputSchema = z
  .strictObject({ kind: z.enum(['team', 'player']), name: requiredText(120), team_name: optionalText(80).default(null) })
  .meta({ id: 'WaitlistJoinBody' });
export const WaitlistPositionSchema = z.object({ id: IdSchema, position: z.number().int() }).meta({ id: 'WaitlistPosition' });

/** Paths and queries of the registration routes. */
export const PublicOrderParamsSchema = z.object({ slug: text().max(64), orderId: PathIdSchema });
export const MyRegistrationParamsSchema = z.object({ slug: text().max(64), registrationId: PathIdSchema });
export const MyTeamParamsSchema = z.object({ slug: text().max(64), teamId: PathIdSchema });
export const RegistrationOptionsQuerySchema = z.object({ invite: text().max(100).optional(), offer: text().max(100).optional() });

import { z } from 'zod';
import { IdSchema } from '../ids.js';
import { DateOnlySchema, ListQuerySchema, optionalText, pageOf, PathIdSchema, requiredText, rowVersionField, RowVersionSchema, text } from './common.js';
import { AnswerSchema } from './questions.js';
import { fieldMessage } from '../validation-messages.js';
import { PAYMENT_STATUSES, type PaymentStatus } from '../payments/ledger.js';

export const GENDERS = ['female', 'male', 'non_binary', 'undisclosed'] as const;
export const GenderSchema = z.enum(GENDERS);
export const GENDER_LABELS: Record<(typeof GENDERS)[number], string> = {
  female: 'Female',
  male: 'Male',
  non_binary: 'Non-binary',
  undisclosed: 'Prefer not to say',
};

/** A registration's payment state: derived from the ledger (payments/ledger.ts), never set by hand. */
export const PaymentStatusSchema = z.enum(PAYMENT_STATUSES);
export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  unpaid: 'Unpaid',
  pending: 'Payment pending',
  partial: 'Partly paid',
  paid: 'Paid',
  refunded: 'Refunded',
  waived: 'Written off',
};

const phone = optionalText(40).refine((value) => value === null || /^[+\d][\d\s().-]{5,}$/.test(value), { message: fieldMessage('phone') });

/** POST /api/{slug}/players and PUT /api/{slug}/players/{id}. The email is unique within the club. */
export const PlayerInputSchema = z
  .strictObject({
    first_name: requiredText(80),
    last_name: requiredText(80),
    email: text()
      .trim()
      .toLowerCase()
      .pipe(z.email({ message: fieldMessage('invalidEmail') }).max(254)),
    phone,
    date_of_birth: DateOnlySchema.nullable().default(null),
    gender: GenderSchema.nullable().default(null),
    emergency_contact_name: optionalText(120).default(null),
    emergency_contact_phone: phone.default(null),
    notes: optionalText(2000).default(null),
  })
  .meta({ id: 'PlayerBody' });
export type PlayerInput = z.input<typeof PlayerInputSchema>;
export type PlayerInputParsed = z.output<typeof PlayerInputSchema>;
/** PUT /api/{slug}/players/{id}: the form's fields and the row_version it was opened on. */
export const PlayerUpdateSchema = PlayerInputSchema.extend(rowVersionField).meta({ id: 'PlayerUpdateBody' });
export type PlayerUpdate = z.input<typeof PlayerUpdateSchema>;
export type PlayerUpdateParsed = z.output<typeof PlayerUpdateSchema>;

export const PlayerSummarySchema = z
  .object({
    id: IdSchema,
    first_name: z.string(),
    last_name: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    leagues_count: z.number().int(),
    created_at: z.string(),
  })
  .meta({ id: 'PlayerSummary' });
export type PlayerSummary = z.infer<typeof PlayerSummarySchema>;

/** One league a player is registered in: on a team, or as a free agent when team is null. */
export const PlayerRegistrationSchema = z
  .object({
    id: IdSchema,
    league: z.object({ id: IdSchema, name: z.string(), season: z.string(), status: z.string() }),
    team: z.object({ id: IdSchema, name: z.string() }).nullable(),
    is_captain: z.boolean(),
    payment_status: PaymentStatusSchema,
    /** What the player still owes in the league: their own balance, plus their team's when they captain it. */
    balance_cents: z.number().int(),
    answers: z.array(AnswerSchema),
    created_at: z.string(),
  })
  .meta({ id: 'PlayerRegistration' });
export type PlayerRegistration = z.infer<typeof PlayerRegistrationSchema>;

/** GET /api/{slug}/players/{id}: the player with every registration. */
export const PlayerSchema = PlayerSummarySchema.extend({
  date_of_birth: z.string().nullable(),
  gender: GenderSchema.nullable(),
  emergency_contact_name: z.string().nullable(),
  emergency_contact_phone: z.string().nullable(),
  notes: z.string().nullable(),
  registrations: z.array(PlayerRegistrationSchema),
  updated_at: z.string(),
  row_version: RowVersionSchema,
}).meta({ id: 'Player' });
export type Player = z.infer<typeof PlayerSchema>;

export const PLAYER_SORTS = ['last_name', 'first_name', 'email', 'created_at'] as const;
export const PlayerListQuerySchema = ListQuerySchema.extend({ sort: z.enum(PLAYER_SORTS).default('last_name') });
export type PlayerListQuery = z.infer<typeof PlayerListQuerySchema>;
export const PlayerPageSchema = pageOf(PlayerSummarySchema).meta({ id: 'PlayerPage' });

export const PlayerParamsSchema = z.object({ slug: text().max(64), playerId: PathIdSchema });

import {
  AddOnInputSchema,
  DEPOSIT_MODES,
  EARLY_BIRD_PLAYER_FEE_MODES,
  EARLY_BIRD_TEAM_FEE_MODES,
  LeaguePricingInputSchema,
  centsToDollars,
  fieldMessage,
  type AddOn,
  type AddOnInput,
  type LeaguePaymentMode,
  type LeaguePricing,
  type LeaguePricingInput,
} from '@matchday/domain';
import { z } from 'zod';
import { centsOf, forwardWithAmounts, optionalCentsOf, type TypedAmount } from './dollar-amounts';

/** Which prices of the price list a league's payment mode uses (the domain says which modes take which). */
export interface PriceFields {
  earlyBirdTeamFee: boolean;
  earlyBirdPlayerFee: boolean;
  deposit: boolean;
}

export const priceFieldsOf = (mode: LeaguePaymentMode): PriceFields => ({
  earlyBirdTeamFee: EARLY_BIRD_TEAM_FEE_MODES.includes(mode),
  earlyBirdPlayerFee: EARLY_BIRD_PLAYER_FEE_MODES.includes(mode),
  deposit: DEPOSIT_MODES.includes(mode),
});

export const hasEarlyBird = (fields: PriceFields) => fields.earlyBirdTeamFee || fields.earlyBirdPlayerFee;

/** Whether the mode has any price to edit beyond its fees (a free league has none). */
export const hasPrices = (fields: PriceFields) => hasEarlyBird(fields) || fields.deposit;

const PricesFormShape = z.object({ early_bird_until: z.string(), early_bird_team_fee: z.string(), early_bird_player_fee: z.string(), deposit: z.string() });
export type PricesFormValues = z.infer<typeof PricesFormShape>;
type PriceField = keyof PricesFormValues;

const dollarsOrBlank = (cents: number | null) => (cents === null ? '' : centsToDollars(cents));

export const pricesFormValues = (pricing: LeaguePricing): PricesFormValues => ({
  early_bird_until: pricing.early_bird_until ?? '',
  early_bird_team_fee: dollarsOrBlank(pricing.early_bird_team_fee_cents),
  early_bird_player_fee: dollarsOrBlank(pricing.early_bird_player_fee_cents),
  deposit: dollarsOrBlank(pricing.deposit_cents),
});

/**
 * The form field each cents field of the body shows on. "Give an early-bird price" is said on the team fee's
 * field: where the mode has only a player fee, on that one.
 */
export const pricesFormNames = (fields: PriceFields): Record<string, PriceField> => ({
  early_bird_team_fee_cents: fields.earlyBirdTeamFee ? 'early_bird_team_fee' : 'early_bird_player_fee',
  early_bird_player_fee_cents: 'early_bird_player_fee',
  deposit_cents: 'deposit',
});

/** The body: a blank field is none (null), and a price the mode does not use is cleared with it. */
export function toPricesInput(fields: PriceFields, values: PricesFormValues): LeaguePricingInput {
  const until = values.early_bird_until.trim();
  return {
    early_bird_until: hasEarlyBird(fields) && until !== '' ? until : null,
    early_bird_team_fee_cents: fields.earlyBirdTeamFee ? optionalCentsOf(values.early_bird_team_fee) : null,
    early_bird_player_fee_cents: fields.earlyBirdPlayerFee ? optionalCentsOf(values.early_bird_player_fee) : null,
    deposit_cents: fields.deposit ? optionalCentsOf(values.deposit) : null,
  };
}

/** The API's rules on the prices form; the prices compared with the fees are the API's to check (its errors land on the fields). */
export function pricesFormSchema(fields: PriceFields) {
  const names = pricesFormNames(fields);
  const shown: Record<string, boolean> = {
    early_bird_team_fee_cents: fields.earlyBirdTeamFee,
    early_bird_player_fee_cents: fields.earlyBirdPlayerFee,
    deposit_cents: fields.deposit,
  };
  return PricesFormShape.superRefine((values, ctx) => {
    const amounts = Object.fromEntries(
      Object.entries(names).map(([cents, field]): [string, TypedAmount] => [cents, { field, text: shown[cents] ? values[field] : '', optional: true }]),
    );
    forwardWithAmounts(LeaguePricingInputSchema, toPricesInput(fields, values), amounts, ctx);
  });
}

const AddOnFormShape = z.object({ name: z.string(), description: z.string(), price: z.string(), max_quantity: z.string() });
export type AddOnFormValues = z.infer<typeof AddOnFormShape>;

/** The API's errors on price_cents show on the dollars field. */
export const ADD_ON_FORM_NAMES = { price_cents: 'price' } as const;

export const addOnFormValues = (addOn: AddOn | null): AddOnFormValues =>
  addOn
    ? { name: addOn.name, description: addOn.description ?? '', price: centsToDollars(addOn.price_cents), max_quantity: String(addOn.max_quantity) }
    : { name: '', description: '', price: '', max_quantity: '1' };

const wholeOf = (text: string) => (/^\d{1,3}$/.test(text.trim()) ? Number(text.trim()) : null);

const toAddOnInput = (values: AddOnFormValues, active: boolean): AddOnInput => ({
  name: values.name,
  description: values.description,
  price_cents: centsOf(values.price),
  max_quantity: wholeOf(values.max_quantity) ?? Number.NaN,
  active,
});

/** The add-on's own rules (AddOnInputSchema): the price in dollars, the most per registration a whole number. */
export const AddOnFormSchema = AddOnFormShape.superRefine((values, ctx) => {
  const body = toAddOnInput(values, true);
  if (Number.isNaN(body.max_quantity)) {
    ctx.addIssue({ code: 'custom', path: ['max_quantity'], message: fieldMessage('wholeNumber') });
    // Said by the form; the schema checks the rest with a count it accepts.
    body.max_quantity = 1;
  }
  forwardWithAmounts(AddOnInputSchema, body, { price_cents: { field: 'price', text: values.price } }, ctx);
});

/** What is sent: the body as the API reads it (the texts trimmed, a blank description null). */
export const addOnRequest = (values: AddOnFormValues, active: boolean): AddOnInput => AddOnInputSchema.parse(toAddOnInput(values, active));

/** An add-on as it is, to send back with only `active` changed. */
export const addOnInput = ({ name, description, price_cents, max_quantity }: AddOn, active: boolean): AddOnInput => ({
  name,
  description,
  price_cents,
  max_quantity,
  active,
});

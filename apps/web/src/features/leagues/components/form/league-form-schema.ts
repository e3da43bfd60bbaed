import { LeagueInputSchema, fieldMessage, formatMoney, type League, type LeagueInputParsed, centsToDollars, dollarsToCents } from '@matchday/domain';
import type { Control } from 'react-hook-form';
import { z } from 'zod';

export const AMOUNT_MESSAGE = fieldMessage('amount');
export const WHOLE_NUMBER_MESSAGE = fieldMessage('wholeNumber');

/** What the league form holds: the API's fields, with the fees in dollars and the counts as typed text. */
const LeagueFormFieldsSchema = z.object({
  name: z.string(),
  sport: z.string(),
  description: z.string(),
  season: z.string(),
  season_start: z.string(),
  season_end: z.string(),
  play_times: z.array(z.object({ day: z.string(), start_time: z.string() })),
  location_ids: z.array(z.string()),
  registration_type: z.string(),
  payment_mode: z.string(),
  team_fee: z.string(),
  player_fee: z.string(),
  team_capacity: z.string(),
  roster_min: z.string(),
  roster_max: z.string(),
  registration_opens_on: z.string(),
  registration_closes_on: z.string(),
  questions: z.array(z.object({ question_id: z.string(), required: z.boolean() })),
  bracket_type: z.string(),
});
export type LeagueFormValues = z.input<typeof LeagueFormFieldsSchema>;
export type LeagueFormField = keyof LeagueFormValues;
export const LEAGUE_FORM_FIELDS = Object.keys(LeagueFormFieldsSchema.shape) as LeagueFormField[];

type FeeField = 'team_fee' | 'player_fee';
const FEE_FIELD_OF_API: Readonly<Record<string, FeeField>> = { team_fee_cents: 'team_fee', player_fee_cents: 'player_fee' };

/** The form field an API field path lands on: fees have their own dollar fields; an error inside a list goes on the list. */
export function formFieldOf(apiPath: string): LeagueFormField | null {
  const head = apiPath.split('.')[0] ?? '';
  const field = FEE_FIELD_OF_API[head] ?? head;
  return (LEAGUE_FORM_FIELDS as string[]).includes(field) ? (field as LeagueFormField) : null;
}

// A number's upper bound is restated in the form's words: fees in dollars, not cents.
function boundMessage(issue: z.core.$ZodIssue, field: string): string | null {
  if (issue.code !== 'too_big' || issue.origin !== 'number') return null;
  const maximum = Number(issue.maximum);
  return fieldMessage('atMost', { max: field in FEE_FIELD_OF_API ? formatMoney(maximum) : maximum });
}

/**
 * The league form, validated by the API's own LeagueInputSchema: dollars become integer cents, typed
 * counts become numbers, and every issue of the shared schema comes back on the form field it concerns.
 * A free league has no fees whatever its (disabled) fee fields hold.
 */
export const LeagueFormSchema = LeagueFormFieldsSchema.transform((form, ctx): LeagueInputParsed => {
  const reported = new Set<string>();
  const report = (field: LeagueFormField, message: string) => {
    reported.add(field);
    ctx.addIssue({ code: 'custom', path: [field], message });
  };
  const cents = (field: FeeField): number => {
    if (form.payment_mode === 'free') return 0;
    const value = dollarsToCents(form[field]);
    if (value === null) report(field, AMOUNT_MESSAGE);
    return value ?? 0;
  };
  const count = (field: 'team_capacity' | 'roster_min' | 'roster_max'): number => {
    const text = form[field].trim();
    if (/^\d{1,6}$/.test(text)) return Number(text);
    report(field, WHOLE_NUMBER_MESSAGE);
    return 0;
  };

  const { team_fee: _teamFee, player_fee: _playerFee, ...shared } = form;
  const result = LeagueInputSchema.safeParse({
    ...shared,
    team_fee_cents: cents('team_fee'),
    player_fee_cents: cents('player_fee'),
    team_capacity: count('team_capacity'),
    roster_min: count('roster_min'),
    roster_max: count('roster_max'),
  });
  if (result.success && reported.size === 0) return result.data;

  for (const issue of result.error?.issues ?? []) {
    const [head, ...rest] = issue.path;
    const field = FEE_FIELD_OF_API[String(head)] ?? String(head);
    // The form's own complaint about a typed value says more than the shared schema's about its stand-in.
    if (reported.has(field)) continue;
    ctx.addIssue({ ...issue, path: [field, ...rest], message: boundMessage(issue, String(head)) ?? issue.message });
  }
  return z.NEVER;
});

/** A new league's form: the club's sport, no fees yet, and common team sizes to adjust. */
export function newLeagueFormValues(defaultSport: string): LeagueFormValues {
  return {
    name: '',
    sport: defaultSport,
    description: '',
    season: '',
    season_start: '',
    season_end: '',
    play_times: [],
    location_ids: [],
    registration_type: 'teams_and_individuals',
    payment_mode: 'captains_pay',
    team_fee: '0.00',
    player_fee: '0.00',
    team_capacity: '8',
    roster_min: '5',
    roster_max: '12',
    registration_opens_on: '',
    registration_closes_on: '',
    questions: [],
    bracket_type: 'single-elimination',
  };
}

/** An existing league as the form shows it. */
export function leagueFormValues(league: League): LeagueFormValues {
  return {
    name: league.name,
    sport: league.sport,
    description: league.description ?? '',
    season: league.season,
    season_start: league.season_start,
    season_end: league.season_end,
    play_times: league.play_times.map(({ day, start_time }) => ({ day, start_time })),
    location_ids: league.locations.map((location) => location.id),
    registration_type: league.registration_type,
    payment_mode: league.payment_mode,
    team_fee: centsToDollars(league.team_fee_cents),
    player_fee: centsToDollars(league.player_fee_cents),
    team_capacity: String(league.team_capacity),
    roster_min: String(league.roster_min),
    roster_max: String(league.roster_max),
    registration_opens_on: league.registration_opens_on,
    registration_closes_on: league.registration_closes_on,
    questions: [...league.questions].sort((a, b) => a.position - b.position).map(({ question_id, required }) => ({ question_id, required })),
    bracket_type: league.bracket_type,
  };
}

/** The league form's control as its sections take it: the form's values, and the API body its resolver makes of them. */
export type LeagueFormControl = Control<LeagueFormValues, unknown, LeagueInputParsed>;

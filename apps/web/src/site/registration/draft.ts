import type { JoinRole, PublicRegistrationInput, RegistrationOptions } from '@matchday/domain';
import { chosenAddOns, priceFor } from './charges';

export type StepId = 'join' | 'you' | 'questions' | 'waiver' | 'review';

/** What the registrant has entered so far: kept while they move back and forth between steps. */
export interface Draft {
  as: JoinRole | null;
  team_name: string;
  first_name: string;
  last_name: string;
  phone: string;
  answers: Record<string, string>;
  /** The hash of the waiver text accepted (null: none): a text the club changed since is not accepted. */
  waiver_sha256: string | null;
  remainder_consent: boolean;
  /** How many of each of this league's add-ons (by product id); none unless chosen. */
  add_ons: Record<string, number>;
  /** A captain offered a deposit: pay it now instead of the whole fee. */
  pay_deposit: boolean;
}

/** Field errors by the API's field names (`team_name`, `answers.<questionId>`, …): message ids from validateStep, texts in the wizard. */
export type FieldErrors = Record<string, string>;

export interface Tokens {
  invite: string | null;
  offer: string | null;
}

/** The steps this league's flow has: no questions step without questions, no waiver step without a waiver. */
export function stepsOf(options: RegistrationOptions): StepId[] {
  return ['join', 'you', ...(options.questions.length > 0 ? (['questions'] as const) : []), ...(options.waiver ? (['waiver'] as const) : []), 'review'];
}

/** The ways to join this flow offers: a team's invite first (only through its link), then a new team, then free agent. */
export function choicesOf(options: RegistrationOptions): JoinRole[] {
  const choices: JoinRole[] = [];
  if (options.invite && options.roles.includes('player')) choices.push('player');
  if (options.roles.includes('captain')) choices.push('captain');
  if (options.roles.includes('free_agent')) choices.push('free_agent');
  return choices;
}

/**
 * A new team needs a place: none is left for this visitor when the API says so (places offered to others on the
 * waitlist are taken; this visitor's own offer keeps its place), counted as the registration itself counts them.
 */
export const captainBlocked = (options: RegistrationOptions) => options.waitlist;

/** The choice made before the visitor clicks: the one the address asks for, the invite's, the offer's, or the only one. */
export function initialRole(options: RegistrationOptions, asked: string | null): JoinRole | null {
  const choices = choicesOf(options).filter((role) => role !== 'captain' || !captainBlocked(options));
  if (options.invite && choices.includes('player')) return 'player';
  if (options.offer) return options.offer.team_name !== null && choices.includes('captain') ? 'captain' : choices.includes('free_agent') ? 'free_agent' : null;
  if (choices.includes(asked as JoinRole)) return asked as JoinRole;
  return choices.length === 1 ? choices[0]! : null;
}

export const emptyDraft = (options: RegistrationOptions, asked: string | null): Draft => ({
  as: initialRole(options, asked),
  team_name: options.offer?.team_name ?? '',
  first_name: '',
  last_name: '',
  phone: '',
  answers: {},
  waiver_sha256: null,
  remainder_consent: false,
  add_ons: {},
  pay_deposit: false,
});

/** Which step shows a field the API refused. */
export function stepOfField(field: string): StepId {
  if (field === 'team_name' || field === 'invite_token' || field === 'offer_token' || field === 'as') return 'join';
  if (field === 'first_name' || field === 'last_name' || field === 'phone') return 'you';
  if (field.startsWith('answers')) return 'questions';
  if (field === 'waiver_sha256') return 'waiver';
  return 'review';
}

const PHONE = /^[+\d][\d\s().-]{5,}$/;

/** The checks a step makes before moving on (the API checks again): message ids by field. */
export function validateStep(step: StepId, draft: Draft, options: RegistrationOptions): FieldErrors {
  const errors: FieldErrors = {};
  if (step === 'join') {
    if (!draft.as) errors.as = 'site.flow.chooseRole';
    else if (draft.as === 'captain' && !draft.team_name.trim()) errors.team_name = 'site.field.required';
  }
  if (step === 'you') {
    if (!draft.first_name.trim()) errors.first_name = 'site.field.required';
    if (!draft.last_name.trim()) errors.last_name = 'site.field.required';
    if (draft.phone.trim() && !PHONE.test(draft.phone.trim())) errors.phone = 'site.field.phone';
  }
  if (step === 'questions') {
    for (const question of options.questions) {
      if (question.required && !draft.answers[question.id]?.trim()) errors[`answers.${question.id}`] = 'site.field.required';
    }
  }
  if (step === 'waiver' && options.waiver && !waiverAccepted(draft, options)) errors.waiver_sha256 = 'site.waiver.mustAccept';
  return errors;
}

/** The waiver shown now is the one the registrant accepted. */
export const waiverAccepted = (draft: Draft, options: RegistrationOptions) => options.waiver !== null && draft.waiver_sha256 === options.waiver.sha256;

/**
 * Where a registrant comes back to (a refresh, a return in the same session): the step they were on, unless a step
 * before it no longer passes (a question required since, a waiver changed) or they are no longer signed in.
 */
export function resumeAt(steps: StepId[], step: StepId, draft: Draft, options: RegistrationOptions, signedIn: boolean): number {
  const target = Math.max(0, steps.indexOf(step));
  const blocking = steps
    .slice(0, target)
    .findIndex((earlier) => (earlier === 'you' && !signedIn) || Object.keys(validateStep(earlier, draft, options)).length > 0);
  return blocking === -1 ? target : blocking;
}

/** The body of POST …/registrations from the draft. */
export function registrationBody(draft: Draft, options: RegistrationOptions, tokens: Tokens): PublicRegistrationInput {
  const role = draft.as ?? 'captain';
  return {
    as: role,
    team_name: role === 'captain' ? draft.team_name.trim() : null,
    invite_token: role === 'player' ? tokens.invite : null,
    offer_token: tokens.offer,
    first_name: draft.first_name.trim(),
    last_name: draft.last_name.trim(),
    phone: draft.phone.trim() || null,
    answers: options.questions
      .filter((question) => draft.answers[question.id]?.trim())
      .map((question) => ({ question_id: question.id, value: draft.answers[question.id]!.trim() })),
    waiver_sha256: options.waiver ? draft.waiver_sha256 : null,
    remainder_consent: role === 'captain' && options.league.payment_mode === 'players_pay' ? draft.remainder_consent : false,
    add_ons: chosenAddOns(options, draft.add_ons),
    pay_deposit: draft.pay_deposit && priceFor(options, role, draft).deposit_cents !== null,
  };
}

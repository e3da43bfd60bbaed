import type { RegistrationOptions } from '@matchday/domain';
import { choicesOf, captainBlocked, emptyDraft, stepsOf, type Draft, type StepId, type Tokens } from './draft';

/**
 * A registration in progress, kept for the browser tab's session (sessionStorage) so a refresh loses nothing: what
 * the Draft holds (no password, sign-in code or card: the wizard never has them) and the step the registrant was on.
 */
export interface SavedDraft {
  draft: Draft;
  step: StepId;
}

const PREFIX = 'matchday-registration-draft:';

/** One draft per club, league and way in (the open form, a team's invite link, a waitlist offer). */
export function draftKey(slug: string, leagueId: string, tokens: Tokens): string {
  const kind = tokens.invite ? 'invite' : tokens.offer ? 'offer' : 'open';
  return `${PREFIX}${slug}:${leagueId}:${kind}`;
}

const isText = (value: unknown, max: number): value is string => typeof value === 'string' && value.length <= max;
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** What a saved draft may still say under today's options: a choice, question or add-on gone since is dropped. */
function checkedDraft(saved: Record<string, unknown>, options: RegistrationOptions, asked: string | null): Draft {
  const draft = emptyDraft(options, asked);
  const roles = choicesOf(options).filter((role) => role !== 'captain' || !captainBlocked(options));
  if (roles.includes(saved.as as never)) draft.as = saved.as as Draft['as'];
  for (const field of ['team_name', 'first_name', 'last_name', 'phone'] as const) if (isText(saved[field], 80)) draft[field] = saved[field];
  if (isText(saved.waiver_sha256, 64)) draft.waiver_sha256 = saved.waiver_sha256;
  draft.remainder_consent = saved.remainder_consent === true;
  draft.pay_deposit = saved.pay_deposit === true;
  const answers = isRecord(saved.answers) ? saved.answers : {};
  for (const question of options.questions) {
    const value = answers[question.id];
    if (isText(value, 2000) && (question.type !== 'mcq' || question.options.includes(value))) draft.answers[question.id] = value;
  }
  const addOns = isRecord(saved.add_ons) ? saved.add_ons : {};
  for (const offer of options.add_ons) {
    const quantity = addOns[offer.id];
    if (Number.isInteger(quantity) && (quantity as number) > 0) draft.add_ons[offer.id] = Math.min(quantity as number, offer.max_quantity);
  }
  return draft;
}

/** The draft this tab kept for this registration, checked against the league's options; null when there is none. */
export function loadDraft(key: string, options: RegistrationOptions, asked: string | null): SavedDraft | null {
  try {
    const stored = sessionStorage.getItem(key);
    if (!stored) return null;
    const saved: unknown = JSON.parse(stored);
    if (!isRecord(saved) || !isRecord(saved.draft)) return null;
    const steps = stepsOf(options);
    const step = steps.includes(saved.step as StepId) ? (saved.step as StepId) : steps[0]!;
    return { draft: checkedDraft(saved.draft, options, asked), step };
  } catch {
    return null;
  }
}

/** Keeps the draft, or forgets it when nothing was entered yet. */
export function saveDraft(key: string, saved: SavedDraft, options: RegistrationOptions, asked: string | null): void {
  try {
    const untouched = saved.step === stepsOf(options)[0] && JSON.stringify(saved.draft) === JSON.stringify(emptyDraft(options, asked));
    if (untouched) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, JSON.stringify(saved));
  } catch {
    // Storage off or full: the draft lasts as long as the page, as before.
  }
}

export function forgetDraft(key: string): void {
  try {
    sessionStorage.removeItem(key);
  } catch {
    // Nothing was kept.
  }
}

/** Signing out forgets every registration this tab kept in the club: the next person at this browser starts afresh. */
export function forgetDrafts(slug: string): void {
  try {
    const mine = Array.from({ length: sessionStorage.length }, (_, index) => sessionStorage.key(index)).filter((key) => key?.startsWith(`${PREFIX}${slug}:`));
    for (const key of mine) sessionStorage.removeItem(key!);
  } catch {
    // Nothing was kept.
  }
}

import type { ThrottleKey, ThrottleRule } from '../throttle/service.js';

const DAY_MINUTES = 24 * 60;
/** The pause after an address's first code request; each later one doubles it (30 s, 1 min, 2 min, 4 min, 8 min). */
const FIRST_PAUSE_MINUTES = 0.5;
const BACKOFF_STEPS = 5;

/**
 * How often one address may be mailed a code and have codes guessed, whoever asks and from however many addresses:
 * every code request mails the address's owner, and every guess is a chance at their account.
 *
 * The backoff is a ladder of windows: the n-th request within 30 s · (2ⁿ − 1) is refused, so requests made as soon as
 * allowed come 30 s, 1, 2, 4 and 8 minutes apart, and an address left alone for that long starts again at 30 s.
 */
export const CODE_LIMITS = {
  backoff: Array.from({ length: BACKOFF_STEPS }, (_, step) => ({
    limit: step + 1,
    windowMinutes: FIRST_PAUSE_MINUTES * (2 ** (step + 1) - 1),
  })) satisfies ThrottleRule[],
  /** Codes mailed to one address in a day. */
  requestsPerDay: { limit: 10, windowMinutes: DAY_MINUTES },
  /** Guesses at one address's codes in a day: three codes' worth of tries (a 1 in 66,000 chance a day at most). */
  guessesPerDay: { limit: 15, windowMinutes: DAY_MINUTES },
  /** The notice that someone is guessing an address's code: at most one a day. */
  guessNoticePerDay: { limit: 1, windowMinutes: DAY_MINUTES },
} as const;

const addressOf = (clubId: string, email: string) => `${clubId}:${email.toLowerCase()}`;

/** The buckets a code request for this address counts in: every step of the backoff, and the day's cap. */
export const codeRequestKeys = (clubId: string, email: string): ThrottleKey[] => [
  ...CODE_LIMITS.backoff.map((rule, step) => ({ bucket: `player-code:backoff${step + 1}:${addressOf(clubId, email)}`, rule })),
  { bucket: `player-code:day:${addressOf(clubId, email)}`, rule: CODE_LIMITS.requestsPerDay },
];

export const guessKey = (clubId: string, email: string): ThrottleKey => ({
  bucket: `player-verify:day:${addressOf(clubId, email)}`,
  rule: CODE_LIMITS.guessesPerDay,
});

export const guessNoticeKey = (clubId: string, email: string): ThrottleKey => ({
  bucket: `player-code:notice:${addressOf(clubId, email)}`,
  rule: CODE_LIMITS.guessNoticePerDay,
});

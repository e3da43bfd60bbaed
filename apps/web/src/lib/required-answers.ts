import { isApiError } from './api-client';

/** One required question a refused registration left unanswered: whose (a roster's player) and which. */
export interface UnansweredQuestion {
  playerId: string | null;
  questionId: string;
}

// The API keys them `answers.<question id>`, or `answers.<player id>.<question id>` for a roster.
const KEY = /^answers\.(?:([^.]+)\.)?([^.]+)$/;

/** The unanswered required questions of a 422 answers_required, or null for any other outcome. */
export function unansweredQuestionsOf(error: unknown): UnansweredQuestion[] | null {
  if (!isApiError(error) || error.code !== 'answers_required') return null;
  return Object.keys(error.errors ?? {}).flatMap((key) => {
    const match = KEY.exec(key);
    return match?.[2] ? [{ playerId: match[1] ?? null, questionId: match[2] }] : [];
  });
}

import { missingRequiredAnswers, requiredAnswersMessage, validateAnswers, type GivenAnswer } from '@matchday/domain';
import { HttpError, validationError, type FieldErrors } from '../../lib/http-error.js';
import type { LabelledQuestion } from './answers-repository.js';

interface Unanswered {
  who: string | undefined;
  labels: string[];
}

/**
 * Checks the answers of the registrations one write creates (one registrant, or a whole roster), then
 * refuses them together: a 400 listing every problem when any answer is wrong, otherwise a 422
 * answers_required naming the required questions left unanswered (and whose answers, for a roster).
 */
export function answersChecker(questions: readonly LabelledQuestion[]) {
  const errors: FieldErrors = {};
  const requiredErrors: FieldErrors = {};
  const unanswered: Unanswered[] = [];

  return {
    /** The answers to store for one registrant; problems are keyed under `prefix` (`answers`, or `answers.<player id>` for a roster). */
    check(given: readonly GivenAnswer[], prefix = 'answers', who?: string): GivenAnswer[] {
      const checked = validateAnswers(questions, given);
      const missing = missingRequiredAnswers(questions, given);
      const missingKeys = new Set(missing.map((question) => `answers.${question.question_id}`));
      for (const [key, messages] of Object.entries(checked.errors)) {
        (missingKeys.has(key) ? requiredErrors : errors)[`${prefix}${key.slice('answers'.length)}`] = messages;
      }
      if (missing.length > 0) unanswered.push({ who, labels: missing.map((question) => question.label) });
      return checked.answers;
    },

    /** Throws for any problem found so far, or in these other fields of the same request; `preface` leads the 422's message. */
    refuse(otherErrors: FieldErrors = {}, preface?: string): void {
      const invalid = { ...otherErrors, ...errors };
      if (Object.keys(invalid).length > 0) throw validationError({ ...invalid, ...requiredErrors });
      if (unanswered.length === 0) return;
      const list = unanswered.map(({ labels, who }) => requiredAnswersMessage(labels, who)).join('; ');
      throw new HttpError(422, 'answers_required', preface ? `${preface}: ${list}` : list, requiredErrors);
    },
  };
}

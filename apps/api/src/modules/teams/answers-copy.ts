import type { Executor } from '../../db/database.js';
import { answersChecker } from './answers-check.js';
import { answersOf, insertAnswers, questionsOfLeague } from './answers-repository.js';

export interface CopiedRegistration {
  /** The source registration. */
  from: string;
  /** Its copy in the target league. */
  to: string;
  playerId: string;
  playerName: string;
}

const UNANSWERED_PREFACE =
  'The teams cannot be copied while players have not answered a question the league requires (answer it in the source league, or duplicate without its teams)';

/**
 * Gives registrations copied into another league the answers their sources gave to the questions that
 * league asks, and holds them to its required ones: 422 answers_required naming whose answers are missing.
 */
export async function copyAnswers(tx: Executor, targetLeagueId: string, copies: readonly CopiedRegistration[]): Promise<void> {
  const questions = await questionsOfLeague(tx, targetLeagueId);
  const asked = new Set(questions.map((question) => question.question_id));
  const given = await answersOf(
    tx,
    copies.map((copy) => copy.from),
  );
  const checker = answersChecker(questions);
  const copied = copies.map((copy) => ({
    registrationId: copy.to,
    answers: checker.check(
      (given.get(copy.from) ?? []).filter((answer) => asked.has(answer.question_id)),
      `answers.${copy.playerId}`,
      copy.playerName,
    ),
  }));
  checker.refuse({}, UNANSWERED_PREFACE);
  await insertAnswers(tx, copied);
}

import { TeamCreateSchema, validateAnswers, type LeagueQuestion, type TeamCreate } from '@matchday/domain';
import { z } from 'zod';
import { answerInputs, type AnswerValues } from './answers-form';

type Asked = Pick<LeagueQuestion, 'question_id' | 'type' | 'options' | 'required'>;

/** A new team as its form holds it: the team's fields, and each player's answers by player id then question id (unset until touched). */
export interface TeamFormInput {
  name: string;
  player_ids: string[];
  captain_player_id: string | null;
  answers: Record<string, Partial<AnswerValues>>;
}

/** The form field of a player's answer to a question, which is also the API's error key for it. */
export const playerAnswerField = (playerId: string, questionId: string) => `answers.${playerId}.${questionId}` as const;

/**
 * A new team with the answers of each player it registers (`answers`: whether a player answers here;
 * a free agent keeps the answers they gave), checked by the API's contract and its answer rules.
 */
export const teamFormSchema = (questions: readonly Asked[], answers: (playerId: string) => boolean) =>
  z
    .object({
      name: z.string(),
      player_ids: z.array(z.string()),
      captain_player_id: z.string().nullable(),
      answers: z.record(z.string(), z.record(z.string(), z.string().optional())),
    })
    .transform((values): TeamCreate => ({
      ...values,
      answers: Object.fromEntries(values.player_ids.filter(answers).map((playerId) => [playerId, answerInputs(questions, values.answers[playerId] ?? {})])),
    }))
    .pipe(TeamCreateSchema)
    .superRefine((team, ctx) => {
      for (const [playerId, given] of Object.entries(team.answers)) {
        for (const [key, messages] of Object.entries(validateAnswers(questions, given).errors)) {
          ctx.addIssue({ code: 'custom', path: ['answers', playerId, ...key.split('.').slice(1)], message: messages[0] ?? '' });
        }
      }
    });
export type TeamFormValues = z.output<ReturnType<typeof teamFormSchema>>;

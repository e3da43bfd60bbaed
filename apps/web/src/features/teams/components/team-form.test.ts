import { describe, expect, it } from 'vitest';
import { ANSWER_MESSAGES } from '@matchday/domain';
import { noteQuestion, Q_NOTE, Q_SHIRT, shirtQuestion } from '../../../testing/fixtures';
import { playerAnswerField, teamFormSchema } from './team-form';

const NEW = '01JAAAAAAAAAAAAAAAAAAAAAP1';
const FREE_AGENT = '01JAAAAAAAAAAAAAAAAAAAAAP2';
const schema = teamFormSchema([shirtQuestion, noteQuestion], (playerId) => playerId !== FREE_AGENT);
const issuesOf = (values: unknown) => (schema.safeParse(values).error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);

describe('teamFormSchema', () => {
  it('sends the answers of each player the team registers, and none for a free agent', () => {
    const values = {
      name: ' Falcons ',
      player_ids: [NEW, FREE_AGENT],
      captain_player_id: NEW,
      answers: { [NEW]: { [Q_SHIRT]: 'M', [Q_NOTE]: '  ' }, [FREE_AGENT]: { [Q_SHIRT]: 'L' } },
    };
    expect(schema.parse(values)).toEqual({
      name: 'Falcons',
      player_ids: [NEW, FREE_AGENT],
      captain_player_id: NEW,
      answers: { [NEW]: [{ question_id: Q_SHIRT, value: 'M' }] },
    });
  });

  it('puts each answer problem on the player’s field, with the team’s own problems', () => {
    expect(issuesOf({ name: '', player_ids: [NEW, FREE_AGENT], captain_player_id: null, answers: {} })).toEqual([
      ['name', expect.any(String)],
      [playerAnswerField(NEW, Q_SHIRT), ANSWER_MESSAGES.required],
    ]);
    expect(issuesOf({ name: 'Falcons', player_ids: [NEW], captain_player_id: null, answers: { [NEW]: { [Q_SHIRT]: 'XL' } } })).toEqual([
      [playerAnswerField(NEW, Q_SHIRT), ANSWER_MESSAGES.notAnOption],
    ]);
  });
});

import Alert from '@mui/material/Alert';
import type { LeagueQuestion } from '@matchday/domain';
import { useIntl } from 'react-intl';
import type { UnansweredQuestion } from '../../../lib/required-answers';
import { useQuotedList } from '../../../lib/use-quoted-list';

interface RequiredAnswersAlertProps {
  unanswered: readonly UnansweredQuestion[];
  questions: readonly Pick<LeagueQuestion, 'question_id' | 'label'>[];
  /** A roster player's name, for saying whose answers are missing. */
  nameOf?: (playerId: string) => string | undefined;
}

/** Why the API refused a registration (422 answers_required): the required questions left unanswered, by whom. */
export function RequiredAnswersAlert({ unanswered, questions, nameOf }: RequiredAnswersAlertProps) {
  const intl = useIntl();
  const list = useQuotedList();
  const labels = new Map(questions.map((question) => [question.question_id, question.label]));
  const byPlayer = new Map<string | null, string[]>();
  for (const { playerId, questionId } of unanswered) {
    const label = labels.get(questionId);
    if (label !== undefined) byPlayer.set(playerId, [...(byPlayer.get(playerId) ?? []), label]);
  }
  const sentences = [...byPlayer].map(([playerId, names]) => {
    const name = playerId ? nameOf?.(playerId) : undefined;
    return name
      ? intl.formatMessage({ id: 'teams.answers.requiredMissingOf' }, { name, questions: list(names) })
      : intl.formatMessage({ id: 'teams.answers.requiredMissing' }, { count: names.length, questions: list(names) });
  });
  // A question the league came to require after this dialog opened has no label here.
  if (unanswered.some(({ questionId }) => !labels.has(questionId))) sentences.push(intl.formatMessage({ id: 'teams.answers.requiredChanged' }));
  return (
    <Alert severity="error" variant="outlined" role="alert">
      {sentences.map((sentence) => (
        <div key={sentence}>{sentence}</div>
      ))}
    </Alert>
  );
}

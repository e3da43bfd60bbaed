import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { LeagueQuestion } from '@matchday/domain';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { FormattedMessage } from 'react-intl';
import { AnswerField } from './AnswerField';
import { answerField } from './answers-form';

/** The league's questions in order, each answer bound to `answers.<question id>` of the form. */
export function AnswersFields<T extends FieldValues>({ control, questions }: { control: Control<T, unknown, unknown>; questions: readonly LeagueQuestion[] }) {
  if (questions.length === 0) return null;
  return (
    <Stack spacing={2.5} component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1.5 }}>
        <FormattedMessage id="teams.answers.title" />
      </Typography>
      {questions.map((question) => (
        <AnswerField key={question.question_id} control={control} name={answerField(question.question_id) as FieldPath<T>} question={question} />
      ))}
    </Stack>
  );
}

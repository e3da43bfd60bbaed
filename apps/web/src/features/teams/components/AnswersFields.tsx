import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { LeagueQuestion } from '@matchday/domain';
import type { ReactNode } from 'react';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { FormattedMessage } from 'react-intl';
import { AnswerField } from './AnswerField';
import { answerField } from './answers-form';

interface AnswersFieldsProps<T extends FieldValues> {
  control: Control<T, unknown, unknown>;
  questions: readonly LeagueQuestion[];
  /** The form field of each answer: `answers.<question id>` unless given (a roster keys them by player too). */
  fieldOf?: (questionId: string) => string;
  /** What the group is headed with: "Registration questions" unless given. */
  legend?: ReactNode;
}

/** The league's questions in order, each answer bound to its form field. */
export function AnswersFields<T extends FieldValues>({ control, questions, fieldOf = answerField, legend }: AnswersFieldsProps<T>) {
  if (questions.length === 0) return null;
  return (
    <Stack spacing={2.5} component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1.5 }}>
        {legend ?? <FormattedMessage id="teams.answers.title" />}
      </Typography>
      {questions.map((question) => (
        <AnswerField key={question.question_id} control={control} name={fieldOf(question.question_id) as FieldPath<T>} question={question} />
      ))}
    </Stack>
  );
}

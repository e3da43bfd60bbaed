import { useIntl } from 'react-intl';
import { ChoiceField, TextArea, TextField } from '../Fields';
import type { StepProps } from './step-props';

/** Step 3, the league's questions: a line, a paragraph or one of the options; the required ones marked. */
export function QuestionsStep({ options, draft, errors, change }: StepProps) {
  const intl = useIntl();
  const answer = (id: string, value: string) => change({ answers: { ...draft.answers, [id]: value } });
  return (
    <>
      {options.questions.some((question) => question.required) ? (
        <p className="muted small">{intl.formatMessage({ id: 'site.questions.requiredNote' })}</p>
      ) : null}
      {options.questions.map((question) => {
        const common = {
          id: `question-${question.id}`,
          label: question.label,
          required: question.required,
          error: errors[`answers.${question.id}`],
        };
        const value = draft.answers[question.id] ?? '';
        if (question.type === 'mcq')
          return <ChoiceField key={question.id} {...common} options={question.options} value={value} onChange={(next) => answer(question.id, next)} />;
        if (question.type === 'textarea')
          return <TextArea key={question.id} {...common} maxLength={2000} value={value} onChange={(event) => answer(question.id, event.target.value)} />;
        return <TextField key={question.id} {...common} maxLength={200} value={value} onChange={(event) => answer(question.id, event.target.value)} />;
      })}
    </>
  );
}

import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { ANSWER_MAX_LENGTH, type QuestionType } from '@matchday/domain';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';

export interface PreviewQuestion {
  label: string;
  type: QuestionType;
  options: readonly string[];
  required: boolean;
  help_text: string | null;
}

/**
 * A question as a registrant sees it on the registration form: radio buttons for multiple choice, a
 * one-line text field or a text area, the required asterisk and the help text. It can be tried out;
 * nothing is saved.
 */
export function QuestionPreview({ question }: { question: PreviewQuestion }) {
  const intl = useIntl();
  const id = useId();
  const [answer, setAnswer] = useState('');
  const label = question.label.trim() || intl.formatMessage({ id: 'questions.preview.untitled' });
  const help = question.help_text?.trim() || undefined;

  if (question.type === 'mcq') {
    const labelId = `${id}-label`;
    return (
      <FormControl required={question.required} fullWidth>
        <FormLabel id={labelId}>{label}</FormLabel>
        <RadioGroup aria-labelledby={labelId} value={answer} onChange={(event) => setAnswer(event.target.value)}>
          {question.options.map((option, index) => {
            const text = option.trim() || intl.formatMessage({ id: 'questions.preview.blankOption' }, { number: index + 1 });
            return <FormControlLabel key={index} value={`${index}`} control={<Radio />} label={text} />;
          })}
        </RadioGroup>
        {help && <FormHelperText>{help}</FormHelperText>}
      </FormControl>
    );
  }

  return (
    <TextField
      label={label}
      required={question.required}
      helperText={help}
      value={answer}
      onChange={(event) => setAnswer(event.target.value)}
      multiline={question.type === 'textarea'}
      minRows={question.type === 'textarea' ? 4 : undefined}
      slotProps={{ htmlInput: { maxLength: ANSWER_MAX_LENGTH[question.type] } }}
      fullWidth
    />
  );
}

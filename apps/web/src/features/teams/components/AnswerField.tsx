import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { ANSWER_MAX_LENGTH, type LeagueQuestion } from '@matchday/domain';
import { useId } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { useFieldErrorText } from '../../../components/form/use-field-error-text';

// A few choices read best as radio buttons; a longer list as a select.
const MAX_RADIO_OPTIONS = 4;

interface AnswerFieldProps<T extends FieldValues> {
  control: Control<T, unknown, unknown>;
  name: FieldPath<T>;
  question: LeagueQuestion;
}

/** One league question as a registrant answers it: choices, a line or a paragraph; required ones marked. */
export function AnswerField<T extends FieldValues>({ control, name, question }: AnswerFieldProps<T>) {
  const intl = useIntl();
  const labelId = useId();
  const { field, fieldState } = useController({ control, name });
  const errorText = useFieldErrorText(fieldState.error);
  const helperText = errorText ?? question.help_text ?? undefined;
  const value = (field.value as string | undefined) ?? '';
  const noAnswer = intl.formatMessage({ id: 'teams.answers.noAnswer' });

  if (question.type === 'mcq' && question.options.length <= MAX_RADIO_OPTIONS) {
    return (
      <FormControl required={question.required} error={Boolean(fieldState.error)}>
        <FormLabel id={labelId}>{question.label}</FormLabel>
        <RadioGroup
          aria-labelledby={labelId}
          name={field.name}
          value={value}
          onChange={(event) => field.onChange(event.target.value)}
          onBlur={field.onBlur}
          row
        >
          {question.options.map((option, index) => (
            <FormControlLabel key={option} value={option} control={<Radio inputRef={index === 0 ? field.ref : undefined} />} label={option} />
          ))}
          {question.required ? null : <FormControlLabel value="" control={<Radio />} label={noAnswer} />}
        </RadioGroup>
        {helperText ? <FormHelperText>{helperText}</FormHelperText> : null}
      </FormControl>
    );
  }

  const common = {
    name: field.name,
    value,
    onChange: field.onChange,
    onBlur: field.onBlur,
    inputRef: field.ref,
    label: question.label,
    required: question.required,
    error: Boolean(fieldState.error),
    helperText,
    fullWidth: true,
  };
  if (question.type === 'mcq') {
    return (
      <TextField {...common} select>
        <MenuItem value="">
          <em>{noAnswer}</em>
        </MenuItem>
        {question.options.map((option) => (
          <MenuItem key={option} value={option}>
            {option}
          </MenuItem>
        ))}
      </TextField>
    );
  }
  return (
    <TextField
      {...common}
      multiline={question.type === 'textarea'}
      minRows={question.type === 'textarea' ? 3 : undefined}
      slotProps={{ htmlInput: { maxLength: ANSWER_MAX_LENGTH[question.type] } }}
    />
  );
}

import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { QUESTION_TYPES } from '@matchday/domain';
import type { Control } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormSelect } from '../../../components/form/FormSelect';
import { FormTextField } from '../../../components/form/FormTextField';
import { useLabels } from '../../../lib/use-labels';
import { OptionsEditor } from './OptionsEditor';
import type { QuestionFormValues } from './question-form';
import { RequiredSwitch } from './RequiredSwitch';

interface QuestionFormFieldsProps {
  control: Control<QuestionFormValues>;
  isMcq: boolean;
  /** Answers already given: the server keeps the type and the options they use. */
  answersCount: number;
  newKey: () => string;
}

/** The fields of a question: label, type, options for multiple choice, required and help text. */
export function QuestionFormFields({ control, isMcq, answersCount, newKey }: QuestionFormFieldsProps) {
  const intl = useIntl();
  const label = useLabels();
  const typeOptions = QUESTION_TYPES.map((type) => ({ value: type, label: label('question_type', type) }));
  const answered = answersCount > 0;
  return (
    <Stack spacing={2.5}>
      {answered && (
        <Alert severity="info" variant="outlined">
          <FormattedMessage id="questions.form.answeredNotice" values={{ count: answersCount }} />
        </Alert>
      )}
      <FormTextField
        control={control}
        name="label"
        label={intl.formatMessage({ id: 'questions.form.label' })}
        required
        autoFocus
        slotProps={{ htmlInput: { maxLength: 200 } }}
      />
      <FormSelect
        control={control}
        name="type"
        label={intl.formatMessage({ id: 'questions.form.type' })}
        options={typeOptions}
        required
        helperText={answered ? intl.formatMessage({ id: 'questions.form.typeLocked' }) : undefined}
        slotProps={{ input: { readOnly: answered } }}
      />
      {isMcq && <OptionsEditor control={control} newKey={newKey} />}
      <RequiredSwitch control={control} />
      <FormTextField
        control={control}
        name="help_text"
        label={intl.formatMessage({ id: 'questions.form.helpText' })}
        helperText={intl.formatMessage({ id: 'questions.form.helpTextHint' })}
        multiline
        minRows={2}
        slotProps={{ htmlInput: { maxLength: 500 } }}
      />
    </Stack>
  );
}

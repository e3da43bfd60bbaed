import AddRounded from '@mui/icons-material/AddRounded';
import ArrowDownwardRounded from '@mui/icons-material/ArrowDownwardRounded';
import ArrowUpwardRounded from '@mui/icons-material/ArrowUpwardRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { MAX_MCQ_OPTIONS } from '@matchday/domain';
import type { ValidationMessageId } from '@matchday/domain';
import { useState } from 'react';
import { useController, useFormState, type Control } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '../../../i18n/messages';
import { moveItem, removeAt, updateAt } from '../../../lib/list-editing';
import { RowIconButton } from '../../../components/form/RowIconButton';
import { useErrorText } from '../../../components/form/use-error-text';
import type { QuestionFormValues } from './question-form';

const OPTION_MESSAGES: Partial<Record<ValidationMessageId, MessageId>> = {
  atLeastOptions: 'questions.options.atLeastTwo',
  optionsDifferent: 'questions.options.different',
};

interface OptionsEditorProps {
  control: Control<QuestionFormValues>;
  newKey: () => string;
}

/** The answers a multiple choice question offers, in order: add, edit, reorder, remove. */
export function OptionsEditor({ control, newKey }: OptionsEditorProps) {
  const intl = useIntl();
  const { field } = useController({ control, name: 'options' });
  const { errors } = useFormState({ control, name: 'options' });
  const errorText = useErrorText(OPTION_MESSAGES);
  const [focusKey, setFocusKey] = useState<string | null>(null);
  const options = field.value;
  const full = options.length >= MAX_MCQ_OPTIONS;

  const add = () => {
    const key = newKey();
    setFocusKey(key);
    field.onChange([...options, { key, value: '' }]);
  };

  return (
    <Stack spacing={1.25} role="group" aria-labelledby="question-options-title">
      <Typography id="question-options-title" variant="subtitle2" fontWeight={600}>
        <FormattedMessage id="questions.options.title" />
      </Typography>
      {options.map((option, index) => {
        const name = option.value.trim() || intl.formatMessage({ id: 'questions.options.label' }, { number: index + 1 });
        const error = errorText(errors.options?.[index]);
        return (
          <Stack key={option.key} direction="row" spacing={0.5} alignItems="flex-start">
            <TextField
              size="small"
              label={intl.formatMessage({ id: 'questions.options.label' }, { number: index + 1 })}
              value={option.value}
              onChange={(event) => field.onChange(updateAt(options, index, (draft) => ({ ...draft, value: event.target.value })))}
              onBlur={field.onBlur}
              onKeyDown={(event) => {
                // Enter on the last option starts the next one instead of submitting the form.
                if (event.key === 'Enter' && index === options.length - 1 && !full) {
                  event.preventDefault();
                  add();
                }
              }}
              autoFocus={option.key === focusKey}
              error={Boolean(error)}
              helperText={error}
              required
              fullWidth
              slotProps={{ htmlInput: { maxLength: 100 } }}
            />
            <RowIconButton
              title={intl.formatMessage({ id: 'questions.options.moveUp' }, { name })}
              disabled={index === 0}
              onClick={() => field.onChange(moveItem(options, index, -1))}
            >
              <ArrowUpwardRounded fontSize="small" />
            </RowIconButton>
            <RowIconButton
              title={intl.formatMessage({ id: 'questions.options.moveDown' }, { name })}
              disabled={index === options.length - 1}
              onClick={() => field.onChange(moveItem(options, index, 1))}
            >
              <ArrowDownwardRounded fontSize="small" />
            </RowIconButton>
            <RowIconButton
              title={intl.formatMessage({ id: 'questions.options.remove' }, { name })}
              color="error"
              onClick={() => field.onChange(removeAt(options, index))}
            >
              <DeleteOutlineRounded fontSize="small" />
            </RowIconButton>
          </Stack>
        );
      })}
      {errors.options?.message && <FormHelperText error>{errorText(errors.options)}</FormHelperText>}
      <Button variant="text" startIcon={<AddRounded />} onClick={add} disabled={full} sx={{ alignSelf: 'flex-start' }}>
        <FormattedMessage id="questions.options.add" />
      </Button>
    </Stack>
  );
}

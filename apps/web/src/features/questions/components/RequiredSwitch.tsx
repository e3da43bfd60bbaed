import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { useController, type Control } from 'react-hook-form';
import { FormattedMessage } from 'react-intl';
import type { QuestionFormValues } from './question-form';

/** Whether a registrant must answer (leagues may still choose per league when they attach it). */
export function RequiredSwitch({ control }: { control: Control<QuestionFormValues> }) {
  const { field } = useController({ control, name: 'required' });
  return (
    <Stack>
      <FormControlLabel
        control={<Switch checked={field.value} onChange={(event) => field.onChange(event.target.checked)} onBlur={field.onBlur} inputRef={field.ref} />}
        label={<FormattedMessage id="questions.form.required" />}
      />
      <FormHelperText sx={{ mt: 0 }}>
        <FormattedMessage id="questions.form.requiredHint" />
      </FormHelperText>
    </Stack>
  );
}

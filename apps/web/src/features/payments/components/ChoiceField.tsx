import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

export interface Choice {
  value: string;
  label: string;
  /** One line under the label saying what the choice does. */
  help?: string;
}

interface ChoiceFieldProps<T extends FieldValues> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- react-hook-form's own default, as FormTextField
  control: Control<T, any, any>;
  name: FieldPath<T>;
  legend: string;
  choices: readonly Choice[];
  row?: boolean;
}

/** A radio group bound to a form field: a fieldset named by its legend, each choice with its explanation. */
export function ChoiceField<T extends FieldValues>({ control, name, legend, choices, row = false }: ChoiceFieldProps<T>) {
  const { field } = useController({ control, name });
  return (
    <FormControl component="fieldset">
      <FormLabel component="legend">{legend}</FormLabel>
      <RadioGroup row={row} name={field.name} value={field.value as string} onChange={(_event, value) => field.onChange(value)} onBlur={field.onBlur}>
        {choices.map((choice) => (
          <FormControlLabel
            key={choice.value}
            value={choice.value}
            control={<Radio inputRef={choice.value === field.value ? field.ref : undefined} />}
            sx={choice.help ? { alignItems: 'flex-start', mt: 0.5, '& .MuiRadio-root': { mt: -0.75 } } : undefined}
            label={
              choice.help ? (
                <Stack>
                  <Typography variant="body1">{choice.label}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {choice.help}
                  </Typography>
                </Stack>
              ) : (
                choice.label
              )
            }
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}

import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useFieldErrorText } from './use-field-error-text';

export interface AutocompleteOption {
  value: string;
  label: string;
  /** A short note shown at the end of the option, e.g. a timezone abbreviation. */
  hint?: string;
}

interface FormAutocompleteProps<T extends FieldValues> {
  /** Any context and submitted type: a resolver may transform the values, which a field never reads. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- react-hook-form's own default for both
  control: Control<T, any, any>;
  name: FieldPath<T>;
  label: string;
  options: readonly AutocompleteOption[];
  helperText?: string;
  required?: boolean;
}

/** A searchable single choice over a long list, bound to a react-hook-form string field. */
export function FormAutocomplete<T extends FieldValues>({ control, name, label, options, helperText, required }: FormAutocompleteProps<T>) {
  const { field, fieldState } = useController({ control, name });
  const errorText = useFieldErrorText(fieldState.error);
  const selected = options.find((option) => option.value === field.value) ?? null;
  return (
    <Autocomplete
      options={options}
      value={selected}
      onChange={(_event, option) => field.onChange(option?.value ?? '')}
      onBlur={field.onBlur}
      disabled={field.disabled}
      isOptionEqualToValue={(option, value) => option.value === value.value}
      getOptionLabel={(option) => (option.hint ? `${option.label} (${option.hint})` : option.label)}
      renderOption={({ key, ...props }, option) => (
        <Box component="li" key={key} {...props} sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
          <span>{option.label}</span>
          {option.hint && (
            <Typography component="span" variant="caption" color="text.secondary">
              {option.hint}
            </Typography>
          )}
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          name={field.name}
          inputRef={field.ref}
          label={label}
          required={required}
          error={Boolean(fieldState.error)}
          helperText={errorText ?? helperText}
        />
      )}
      fullWidth
    />
  );
}

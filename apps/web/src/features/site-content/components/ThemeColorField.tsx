import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { contrastRatio, MIN_TEXT_CONTRAST, TEXT_ON_COLOR } from '@matchday/domain';
import { useController, type Control } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { useFieldErrorText } from '../../../components/form/use-field-error-text';
import type { SiteFormValues } from './site-form';

const HEX = /^#[0-9a-fA-F]{6}$/;

interface ThemeColorFieldProps {
  control: Control<SiteFormValues>;
  name: 'theme.primary' | 'theme.secondary';
  label: string;
}

/**
 * A club colour: a colour picker and its hex code, with the contrast white text has on it, as the
 * public site draws its buttons and bars. Below WCAG AA (4.5:1) it warns as it is typed.
 */
export function ThemeColorField({ control, name, label }: ThemeColorFieldProps) {
  const intl = useIntl();
  const { field, fieldState } = useController({ control, name });
  const errorText = useFieldErrorText(fieldState.error);
  const value = field.value;
  const color = HEX.test(value) ? value.toLowerCase() : null;
  const ratio = color ? contrastRatio(color, TEXT_ON_COLOR) : null;
  const tooLow = ratio !== null && ratio < MIN_TEXT_CONTRAST;
  const ratioText = ratio === null ? '' : intl.formatNumber(ratio, { maximumFractionDigits: 2 });

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1.5} alignItems="flex-start">
        <Box
          component="input"
          type="color"
          value={color ?? '#000000'}
          onChange={(event) => field.onChange(event.target.value)}
          aria-label={intl.formatMessage({ id: 'siteContent.theme.picker' }, { label })}
          sx={{
            width: 56,
            height: 56,
            flexShrink: 0,
            p: 0.5,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            bgcolor: 'background.paper',
            cursor: 'pointer',
          }}
        />
        <TextField
          fullWidth
          label={label}
          name={field.name}
          value={value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={Boolean(fieldState.error)}
          // Below the minimum the warning under the field says it already, as it is typed.
          helperText={tooLow ? undefined : (errorText ?? intl.formatMessage({ id: 'siteContent.theme.hexHint' }))}
          slotProps={{ htmlInput: { maxLength: 7, spellCheck: false, autoCapitalize: 'off', autoComplete: 'off' } }}
        />
      </Stack>
      {ratio !== null && (
        <Stack direction="row" spacing={1.5} alignItems="center">
          <Box
            aria-hidden
            sx={{ bgcolor: color, color: TEXT_ON_COLOR, px: 1.5, py: 0.5, borderRadius: 1, fontWeight: 600, border: 1, borderColor: 'divider', flexShrink: 0 }}
          >
            <FormattedMessage id="siteContent.theme.sample" />
          </Box>
          <Typography variant="body2" color="text.secondary">
            <FormattedMessage id="siteContent.theme.contrast" values={{ ratio: ratioText }} />
          </Typography>
        </Stack>
      )}
      {tooLow && (
        <Alert severity="warning" variant="outlined">
          <FormattedMessage id="siteContent.theme.lowContrast" values={{ ratio: ratioText, min: intl.formatNumber(MIN_TEXT_CONTRAST) }} />
        </Alert>
      )}
    </Stack>
  );
}

import ArrowDownwardRounded from '@mui/icons-material/ArrowDownwardRounded';
import ArrowUpwardRounded from '@mui/icons-material/ArrowUpwardRounded';
import CloseRounded from '@mui/icons-material/CloseRounded';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useController } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { useLabels } from '../../../../lib/use-labels';
import type { LeagueFormControl } from './league-form-schema';

interface AttachedQuestionRowProps {
  control: LeagueFormControl;
  index: number;
  count: number;
  label: string;
  type: string | undefined;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
}

/** One attached question: its place in the registration form, whether this league requires it, and its removal. */
export function AttachedQuestionRow({ control, index, count, label, type, onMove, onRemove }: AttachedQuestionRowProps) {
  const intl = useIntl();
  const labelOf = useLabels();
  const { field } = useController({ control, name: `questions.${index}.required` });
  const aria = (id: 'leagues.form.moveQuestionUp' | 'leagues.form.moveQuestionDown' | 'leagues.form.removeQuestion') => intl.formatMessage({ id }, { label });
  return (
    <Paper component="li" variant="outlined" sx={{ p: 1.5 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} alignItems={{ sm: 'center' }}>
        <Stack direction="row" spacing={1.5} alignItems="baseline" sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="body2" color="text.secondary" sx={{ fontVariantNumeric: 'tabular-nums' }}>
            {index + 1}.
          </Typography>
          <div style={{ minWidth: 0 }}>
            <Typography variant="body2" fontWeight={500} sx={{ overflowWrap: 'anywhere' }}>
              {label}
            </Typography>
            {type && (
              <Typography variant="caption" color="text.secondary">
                {labelOf('question_type', type)}
              </Typography>
            )}
          </div>
        </Stack>
        <Stack direction="row" spacing={0.5} alignItems="center" justifyContent="flex-end">
          <FormControlLabel
            control={
              <Switch
                size="small"
                checked={field.value}
                onChange={(event) => field.onChange(event.target.checked)}
                onBlur={field.onBlur}
                inputRef={field.ref}
              />
            }
            label={intl.formatMessage({ id: 'leagues.form.questionRequired' })}
            slotProps={{ typography: { variant: 'body2' } }}
          />
          <IconButton size="small" disabled={index === 0} onClick={() => onMove(index, index - 1)} aria-label={aria('leagues.form.moveQuestionUp')}>
            <ArrowUpwardRounded fontSize="small" />
          </IconButton>
          <IconButton size="small" disabled={index === count - 1} onClick={() => onMove(index, index + 1)} aria-label={aria('leagues.form.moveQuestionDown')}>
            <ArrowDownwardRounded fontSize="small" />
          </IconButton>
          <IconButton size="small" onClick={() => onRemove(index)} aria-label={aria('leagues.form.removeQuestion')}>
            <CloseRounded fontSize="small" />
          </IconButton>
        </Stack>
      </Stack>
    </Paper>
  );
}

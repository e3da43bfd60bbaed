import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';

interface SaveDraftBarProps {
  isDirty: boolean;
  isSaving: boolean;
  /** A write of the page is running (this save, or a publish…): both buttons wait. */
  busy: boolean;
  /** Puts the last saved draft back in the form. */
  onCancel: () => void;
}

/** The form's Cancel and Save draft, kept in view at the bottom of the screen while the tabs scroll. */
export function SaveDraftBar({ isDirty, isSaving, busy, onCancel }: SaveDraftBarProps) {
  return (
    <Paper
      variant="outlined"
      sx={{ position: 'sticky', bottom: { xs: 8, sm: 16 }, zIndex: (theme) => theme.zIndex.appBar - 1, px: { xs: 2, sm: 2.5 }, py: 1.5, boxShadow: 3 }}
    >
      <Stack direction={{ xs: 'column-reverse', sm: 'row' }} spacing={1.5} alignItems={{ sm: 'center' }} justifyContent="flex-end">
        <Typography variant="body2" color="text.secondary" role="status" sx={{ mr: { sm: 'auto' } }}>
          <FormattedMessage id={isDirty ? 'siteContent.form.unsaved' : 'siteContent.form.allSaved'} />
        </Typography>
        <Stack direction="row" spacing={1.5} justifyContent="flex-end">
          <Button disabled={!isDirty || busy} onClick={onCancel}>
            <FormattedMessage id="common.cancel" />
          </Button>
          <Button type="submit" variant="contained" disabled={!isDirty || busy} loading={isSaving}>
            <FormattedMessage id="siteContent.form.save" />
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}

import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ContentCopyRounded from '@mui/icons-material/ContentCopyRounded';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { ConfirmDialog } from '../../../components/dialogs/ConfirmDialog';
import { FormErrorAlert } from '../../../components/form/FormErrorAlert';
import { useNotify } from '../../../lib/notify';
import { useCalendarFeeds, useRotateCalendarFeed } from '../api/use-calendar-feeds';

/**
 * The league's and each team's iCal address: copy it, create it, or replace it so the old one stops. Each row's
 * buttons are named by the text they show, then whose link it is ('New link: Ash'): unique per row, and what a
 * voice user says matches (WCAG 2.5.3).
 */
export function CalendarFeedsDialog({ slug, leagueId, leagueName, onClose }: { slug: string; leagueId: string; leagueName: string; onClose: () => void }) {
  const intl = useIntl();
  const notify = useNotify();
  const titleId = useId();
  const feeds = useCalendarFeeds(slug, leagueId);
  const rotate = useRotateCalendarFeed(slug, leagueId);
  const [replacing, setReplacing] = useState<{ teamId: string | null; name: string } | null>(null);
  const copy = (url: string) => void navigator.clipboard?.writeText(url).then(() => notify.success(intl.formatMessage({ id: 'schedule.feeds.copied' })));
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{intl.formatMessage({ id: 'schedule.feeds.title' })}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          <Typography variant="body2" color="text.secondary">
            {intl.formatMessage({ id: 'schedule.feeds.help' })}
          </Typography>
          <FormErrorAlert error={rotate.error} />
          {(feeds.data ?? []).map((feed) => {
            const name = feed.team?.name ?? leagueName;
            const teamId = feed.team?.id ?? null;
            return (
              <Stack key={teamId ?? 'league'} direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
                <Typography variant="body2" sx={{ width: { sm: 200 }, fontWeight: feed.team ? 400 : 600 }} noWrap>
                  {name}
                </Typography>
                {feed.url ? (
                  <>
                    <TextField
                      size="small"
                      value={feed.url}
                      slotProps={{ htmlInput: { readOnly: true, 'aria-label': intl.formatMessage({ id: 'schedule.feeds.address' }, { name }) } }}
                      sx={{ flex: 1 }}
                      onFocus={(event) => event.target.select()}
                    />
                    <IconButton onClick={() => copy(feed.url!)} aria-label={intl.formatMessage({ id: 'schedule.feeds.copy' }, { name })}>
                      <ContentCopyRounded fontSize="small" />
                    </IconButton>
                    <Button
                      size="small"
                      onClick={() => setReplacing({ teamId, name })}
                      aria-label={intl.formatMessage({ id: 'schedule.feeds.rotateFor' }, { name })}
                    >
                      {intl.formatMessage({ id: 'schedule.feeds.rotate' })}
                    </Button>
                  </>
                ) : (
                  <Button
                    size="small"
                    variant="outlined"
                    onClick={() => rotate.mutate(teamId)}
                    loading={rotate.isPending && rotate.variables === teamId}
                    disabled={rotate.isPending}
                    aria-label={intl.formatMessage({ id: 'schedule.feeds.createFor' }, { name })}
                  >
                    {intl.formatMessage({ id: 'schedule.feeds.create' })}
                  </Button>
                )}
              </Stack>
            );
          })}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{intl.formatMessage({ id: 'common.close' })}</Button>
      </DialogActions>
      <ConfirmDialog
        open={replacing !== null}
        title={intl.formatMessage({ id: 'schedule.feeds.rotateTitle' }, { name: replacing?.name ?? '' })}
        confirmLabel={intl.formatMessage({ id: 'schedule.feeds.rotate' })}
        pending={rotate.isPending}
        onClose={() => setReplacing(null)}
        onConfirm={() => rotate.mutate(replacing!.teamId, { onSuccess: () => setReplacing(null) })}
      >
        {intl.formatMessage({ id: 'schedule.feeds.rotateBody' })}
      </ConfirmDialog>
    </Dialog>
  );
}

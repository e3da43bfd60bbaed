import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ReplayOutlined from '@mui/icons-material/ReplayOutlined';
import SyncProblemOutlined from '@mui/icons-material/SyncProblemOutlined';
import type { Club, FailedJob } from '@matchday/domain';
import { useIntl } from 'react-intl';
import { DashboardCard } from '../../../components/DashboardCard';
import type { MessageId } from '../../../i18n/messages';
import { formatWordyDateTime } from '../../../lib/date-time-format';
import { useNotify } from '../../../lib/notify';
import { useFailedJobs, useRetryJob } from '../api/use-failed-jobs';

/** The club's background tasks that failed for good (a mail the server refused…), each with a Retry; nothing when there are none. */
export function FailedJobsPanel({ club }: { club: Club }) {
  const intl = useIntl();
  const failed = useFailedJobs(club.slug);
  const retry = useRetryJob(club.slug);
  const notify = useNotify();
  if (!failed.data?.length) return null;

  const kindOf = (job: FailedJob) => {
    // A queue the web does not name yet is shown by its own name; the description says what it was about.
    const id = `dashboard.failedJobs.queue.${job.queue}` as MessageId;
    return intl.messages[id] ? intl.formatMessage({ id }) : job.queue;
  };
  const onRetry = (job: FailedJob) =>
    retry.mutate(job.id, {
      onSuccess: () => notify.success(intl.formatMessage({ id: 'dashboard.failedJobs.retried' })),
      onError: (error) => notify.error(error),
    });

  return (
    <DashboardCard icon={<SyncProblemOutlined fontSize="small" />} title={intl.formatMessage({ id: 'dashboard.failedJobs.title' })}>
      <Alert severity="warning" variant="outlined">
        {intl.formatMessage({ id: 'dashboard.failedJobs.intro' })}
      </Alert>
      <List disablePadding>
        {failed.data.map((job) => (
          <ListItem key={job.id} disableGutters divider sx={{ alignItems: 'flex-start', gap: 2, flexWrap: { xs: 'wrap', sm: 'nowrap' } }}>
            <ListItemText
              sx={{ minWidth: 0 }}
              primary={
                <Stack direction="row" spacing={1} alignItems="baseline" flexWrap="wrap" useFlexGap>
                  <Typography component="span" fontWeight={600}>
                    {kindOf(job)}
                  </Typography>
                  <Typography component="span" variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                    {job.description}
                  </Typography>
                </Stack>
              }
              secondary={
                <>
                  <Typography component="span" variant="body2" display="block">
                    {intl.formatMessage(
                      { id: 'dashboard.failedJobs.attempts' },
                      { count: job.attempts, date: formatWordyDateTime(intl, job.dead_at, club.timezone) },
                    )}
                  </Typography>
                  {job.last_error && (
                    <Typography component="span" variant="body2" display="block" color="error" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
                      {job.last_error}
                    </Typography>
                  )}
                </>
              }
            />
            <Button
              variant="outlined"
              size="small"
              startIcon={<ReplayOutlined />}
              onClick={() => onRetry(job)}
              disabled={retry.isPending && retry.variables === job.id}
              aria-label={intl.formatMessage({ id: 'dashboard.failedJobs.retryLabel' }, { task: `${kindOf(job)} — ${job.description}` })}
              sx={{ flexShrink: 0 }}
            >
              {intl.formatMessage({ id: 'dashboard.failedJobs.retry' })}
            </Button>
          </ListItem>
        ))}
      </List>
    </DashboardCard>
  );
}

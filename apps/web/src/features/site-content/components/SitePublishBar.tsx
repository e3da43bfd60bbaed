import OpenInNewRounded from '@mui/icons-material/OpenInNewRounded';
import PublishRounded from '@mui/icons-material/PublishRounded';
import ScheduleRounded from '@mui/icons-material/ScheduleRounded';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SiteSettings } from '@matchday/domain';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ConfirmDialog } from '../../../components/dialogs/ConfirmDialog';
import { FormErrorAlert } from '../../../components/form/FormErrorAlert';
import { VisuallyHidden } from '../../../components/VisuallyHidden';
import { formatDateTime } from '../../../components/history/format-date-time';
import { useNotify } from '../../../lib/notify';
import { useCancelScheduledPublish, useDiscardSiteDraft, usePublishSite } from '../api/use-site-writes';
import { PreviewDialog } from './PreviewDialog';
import { SchedulePublishDialog } from './SchedulePublishDialog';
import type { OneWrite } from './use-one-write';

interface SitePublishBarProps {
  slug: string;
  timezone: string;
  settings: SiteSettings;
  /** Whether the form holds edits not saved yet. */
  isDirty: boolean;
  /** The page's writes: each button here starts one, and all of them wait while one runs. */
  writes: OneWrite;
  /** Runs `then` once the draft on the server is the form's (saving it first when it has edits); not when the save fails. */
  withSavedDraft: (then: () => unknown) => Promise<void>;
  /** The draft the server replaced (a discard): the form starts again from it. */
  onDraftReplaced: (settings: SiteSettings) => void;
}

/** Where publishing stands (the live version, unpublished changes, a scheduled publish) and what can be done: view, discard, preview, publish. */
export function SitePublishBar({ slug, timezone, settings, isDirty, writes, withSavedDraft, onDraftReplaced }: SitePublishBarProps) {
  const intl = useIntl();
  const notify = useNotify();
  const publish = usePublishSite(slug);
  const cancelSchedule = useCancelScheduledPublish(slug);
  const discard = useDiscardSiteDraft(slug);
  const [dialog, setDialog] = useState<'discard' | 'schedule' | 'preview' | null>(null);
  const when = (instant: string) => formatDateTime(intl, instant, timezone);
  const live = settings.published !== null;
  const canPublish = isDirty || settings.has_unpublished_changes || !live;

  const close = () => {
    setDialog(null);
    publish.reset();
    discard.reset();
  };
  const { writing, run } = writes;
  /** Opens a dialog that works on the saved draft (saving the form's edits first). */
  const openWithSavedDraft = (next: 'schedule' | 'preview') => run(() => withSavedDraft(() => setDialog(next)));
  const publishNow = () =>
    run(() =>
      withSavedDraft(async () => {
        const saved = await publish.mutateAsync(null);
        notify.success(intl.formatMessage({ id: 'siteContent.publish.done' }, { version: saved.version }));
      }),
    );
  const schedule = (instant: string) =>
    run(async () => {
      await publish.mutateAsync(instant);
      notify.success(intl.formatMessage({ id: 'siteContent.schedule.done' }, { when: when(instant) }));
      close();
    });
  const unschedule = () =>
    run(async () => {
      await cancelSchedule.mutateAsync();
      notify.success(intl.formatMessage({ id: 'siteContent.schedule.cancelled' }));
    });
  const confirmDiscard = () =>
    run(async () => {
      onDraftReplaced(await discard.mutateAsync());
      notify.success(intl.formatMessage({ id: 'siteContent.discard.done' }));
      close();
    });

  return (
    <Card variant="outlined">
      <CardContent sx={{ p: { xs: 2, sm: 2.5 }, '&:last-child': { pb: { xs: 2, sm: 2.5 } } }}>
        <Stack spacing={2}>
          <Stack direction={{ xs: 'column', lg: 'row' }} spacing={2} justifyContent="space-between" alignItems={{ lg: 'center' }}>
            <Stack spacing={0.5} sx={{ minWidth: 0 }}>
              <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" alignItems="center">
                <Typography variant="subtitle1" component="h2" fontWeight={600}>
                  {live ? (
                    <FormattedMessage id="siteContent.status.live" values={{ version: settings.version }} />
                  ) : (
                    <FormattedMessage id="siteContent.status.notPublished" />
                  )}
                </Typography>
                {settings.has_unpublished_changes && <Chip size="small" color="warning" label={intl.formatMessage({ id: 'siteContent.status.unpublished' })} />}
              </Stack>
              {settings.published_at && (
                <Typography variant="body2" color="text.secondary">
                  <FormattedMessage
                    id={settings.published_by ? 'siteContent.status.publishedBy' : 'siteContent.status.published'}
                    values={{ when: when(settings.published_at), who: settings.published_by }}
                  />
                </Typography>
              )}
              {live && (
                <Link
                  href={settings.public_url}
                  target="_blank"
                  rel="noopener"
                  variant="body2"
                  sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, alignSelf: 'flex-start' }}
                >
                  <FormattedMessage id="siteContent.status.viewLive" />
                  <OpenInNewRounded sx={{ fontSize: 16 }} aria-hidden />
                  <VisuallyHidden>
                    <FormattedMessage id="siteContent.status.newTab" />
                  </VisuallyHidden>
                </Link>
              )}
            </Stack>
            <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" sx={{ flexShrink: 0 }}>
              <Button color="error" onClick={() => setDialog('discard')} disabled={!live || !settings.has_unpublished_changes || writing}>
                <FormattedMessage id="siteContent.discard.button" />
              </Button>
              <Button variant="outlined" startIcon={<VisibilityOutlined />} onClick={() => openWithSavedDraft('preview')} disabled={writing}>
                <FormattedMessage id="siteContent.preview.button" />
              </Button>
              <Button variant="outlined" startIcon={<ScheduleRounded />} onClick={() => openWithSavedDraft('schedule')} disabled={!canPublish || writing}>
                <FormattedMessage id="siteContent.schedule.button" />
              </Button>
              <Button
                variant="contained"
                startIcon={<PublishRounded />}
                onClick={publishNow}
                loading={publish.isPending && dialog === null}
                disabled={!canPublish || writing}
              >
                <FormattedMessage id="siteContent.publish.button" />
              </Button>
            </Stack>
          </Stack>
          {settings.scheduled_publish_at && (
            <Alert
              severity="info"
              variant="outlined"
              icon={<ScheduleRounded />}
              action={
                <Button color="inherit" size="small" onClick={unschedule} loading={cancelSchedule.isPending} disabled={writing}>
                  <FormattedMessage id="siteContent.schedule.cancel" />
                </Button>
              }
            >
              <FormattedMessage
                id={settings.scheduled_by ? 'siteContent.schedule.pendingBy' : 'siteContent.schedule.pending'}
                values={{ when: when(settings.scheduled_publish_at), who: settings.scheduled_by }}
              />
            </Alert>
          )}
          <FormErrorAlert error={(dialog === null ? publish.error : null) ?? cancelSchedule.error} />
        </Stack>
      </CardContent>
      <ConfirmDialog
        open={dialog === 'discard'}
        title={intl.formatMessage({ id: 'siteContent.discard.title' })}
        confirmLabel={intl.formatMessage({ id: 'siteContent.discard.button' })}
        pending={writing}
        error={discard.error}
        onConfirm={confirmDiscard}
        onClose={close}
      >
        <FormattedMessage id={isDirty ? 'siteContent.discard.descriptionUnsaved' : 'siteContent.discard.description'} values={{ version: settings.version }} />
      </ConfirmDialog>
      <SchedulePublishDialog
        open={dialog === 'schedule'}
        timezone={timezone}
        pending={writing}
        error={dialog === 'schedule' ? publish.error : null}
        onSchedule={schedule}
        onClose={close}
      />
      <PreviewDialog open={dialog === 'preview'} slug={slug} publicUrl={settings.public_url} onClose={close} />
    </Card>
  );
}

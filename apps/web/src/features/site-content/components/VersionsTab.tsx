import HistoryRounded from '@mui/icons-material/HistoryRounded';
import RestoreRounded from '@mui/icons-material/RestoreRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SiteSettings } from '@matchday/domain';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ConfirmDialog } from '../../../components/dialogs/ConfirmDialog';
import { formatDateTime } from '../../../components/history/format-date-time';
import { EmptyState } from '../../../components/list/EmptyState';
import { QueryBoundary } from '../../../components/QueryBoundary';
import { useNotify } from '../../../lib/notify';
import { useSiteVersions } from '../api/use-site-versions';
import { useRestoreSiteVersion } from '../api/use-site-writes';
import { TabCard } from './TabCard';
import type { OneWrite } from './use-one-write';

interface VersionsTabProps {
  slug: string;
  timezone: string;
  /** The live version's number (0 before the first publish). */
  liveVersion: number;
  /** Whether the form holds edits a restore would replace. */
  isDirty: boolean;
  /** The page's writes: a restore is one, and waits for the others. */
  writes: OneWrite;
  /** The draft the restore made: the form starts again from it. */
  onRestored: (settings: SiteSettings) => void;
}

/** The published versions, newest first; any of them can be brought back into the draft. */
export function VersionsTab({ slug, timezone, liveVersion, isDirty, writes, onRestored }: VersionsTabProps) {
  const intl = useIntl();
  const notify = useNotify();
  const versions = useSiteVersions(slug);
  const restore = useRestoreSiteVersion(slug);
  const [restoring, setRestoring] = useState<number | null>(null);

  const close = () => {
    setRestoring(null);
    restore.reset();
  };
  const confirm = () => {
    if (restoring === null) return;
    writes.run(async () => {
      onRestored(await restore.mutateAsync(restoring));
      notify.success(intl.formatMessage({ id: 'siteContent.versions.restored' }, { version: restoring }));
      close();
    });
  };

  return (
    <TabCard titleId="siteContent.versions.title" hintId="siteContent.versions.hint">
      <QueryBoundary
        query={versions}
        loading={<Skeleton variant="rounded" height={160} />}
        isEmpty={(list) => list.length === 0}
        empty={<EmptyState icon={<HistoryRounded />} title={intl.formatMessage({ id: 'siteContent.versions.empty' })} />}
      >
        {(list) => (
          <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {list.map((version) => (
              <Box
                component="li"
                key={version.version}
                sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, p: 1.5, border: 1, borderColor: 'divider', borderRadius: 2 }}
              >
                <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
                  <Stack direction="row" spacing={1} alignItems="center">
                    <Typography variant="subtitle2" component="h3">
                      <FormattedMessage id="siteContent.versions.version" values={{ version: version.version }} />
                    </Typography>
                    {version.version === liveVersion && <Chip size="small" color="success" label={intl.formatMessage({ id: 'siteContent.versions.live' })} />}
                  </Stack>
                  <Typography variant="body2" color="text.secondary">
                    <FormattedMessage
                      id="siteContent.versions.published"
                      values={{ when: formatDateTime(intl, version.published_at, timezone), who: version.published_by }}
                    />
                  </Typography>
                </Box>
                <Button
                  variant="outlined"
                  size="small"
                  startIcon={<RestoreRounded />}
                  onClick={() => setRestoring(version.version)}
                  disabled={writes.writing}
                  aria-label={intl.formatMessage({ id: 'siteContent.versions.restoreVersion' }, { version: version.version })}
                >
                  <FormattedMessage id="siteContent.versions.restore" />
                </Button>
              </Box>
            ))}
          </Stack>
        )}
      </QueryBoundary>
      <ConfirmDialog
        open={restoring !== null}
        title={intl.formatMessage({ id: 'siteContent.versions.confirmTitle' }, { version: restoring ?? 0 })}
        confirmLabel={intl.formatMessage({ id: 'siteContent.versions.restore' })}
        pending={writes.writing}
        error={restore.error}
        onConfirm={confirm}
        onClose={close}
      >
        <FormattedMessage id={isDirty ? 'siteContent.versions.confirmUnsaved' : 'siteContent.versions.confirm'} values={{ version: restoring ?? 0 }} />
      </ConfirmDialog>
    </TabCard>
  );
}

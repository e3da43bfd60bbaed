import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import type { LeagueListQuery } from '@matchday/domain';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNotify } from '../../../../lib/notify';
import { useExportLeagues } from '../../api/export-leagues';
import { exportQueryOf } from './list-query';

/** Exports what the list's filters show, as CSV; a bar along the button follows the download. */
export function ExportLeaguesButton({ slug, timezone, query }: { slug: string; timezone: string; query: LeagueListQuery }) {
  const intl = useIntl();
  const notify = useNotify();
  const exporting = useExportLeagues(slug, timezone);
  const start = () =>
    exporting.mutate(exportQueryOf(query), {
      onSuccess: (filename) => notify.success(intl.formatMessage({ id: 'leagues.export.done' }, { filename })),
      onError: (error) => notify.error(error),
    });
  return (
    <Box sx={{ position: 'relative', display: 'inline-flex' }}>
      <Button variant="outlined" startIcon={<FileDownloadOutlined />} loading={exporting.isPending} loadingPosition="start" onClick={start}>
        <FormattedMessage id="leagues.export.button" />
      </Button>
      {exporting.isPending && (
        <LinearProgress
          variant={exporting.progress === null ? 'indeterminate' : 'determinate'}
          value={(exporting.progress ?? 0) * 100}
          aria-label={intl.formatMessage({ id: 'leagues.export.progress' })}
          sx={{ position: 'absolute', left: 4, right: 4, bottom: 2, height: 3, borderRadius: 2 }}
        />
      )}
    </Box>
  );
}

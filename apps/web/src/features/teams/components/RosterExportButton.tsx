import Button from '@mui/material/Button';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import type { League } from '@matchday/domain';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNotify } from '../../../lib/notify';
import { useRosterExport } from '../api/use-roster-csv';

/** Downloads the league's players and teams as CSV, showing how much has arrived. */
export function RosterExportButton({ slug, league }: { slug: string; league: Pick<League, 'id' | 'name'> }) {
  const intl = useIntl();
  const notify = useNotify();
  const exporter = useRosterExport(slug, league);
  const percent = exporter.progress === null ? null : Math.round(exporter.progress * 100);
  return (
    <Button
      variant="outlined"
      startIcon={<FileDownloadOutlined />}
      loading={exporter.isPending}
      loadingPosition="start"
      onClick={() =>
        exporter.mutate(undefined, {
          onSuccess: () => notify.success(intl.formatMessage({ id: 'teams.csv.exported' })),
          onError: (failure) => notify.error(failure),
        })
      }
    >
      {exporter.isPending ? (
        percent === null ? (
          <FormattedMessage id="teams.csv.exporting" />
        ) : (
          <FormattedMessage id="teams.csv.exportingPercent" values={{ percent }} />
        )
      ) : (
        <FormattedMessage id="teams.csv.export" />
      )}
    </Button>
  );
}

import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { LeagueQuestion } from '@matchday/domain';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ImportReport } from './import-report';
import { useImportReasonText } from './use-import-reason-text';

/** Why an import was refused: a statement that nothing was written, the file's problems, then each bad line. */
export function ImportReportTable({ report, questions }: { report: ImportReport; questions: readonly LeagueQuestion[] }) {
  const intl = useIntl();
  const textOf = useImportReasonText(questions);
  return (
    <Stack spacing={2}>
      <Alert severity="error" variant="outlined" role="alert">
        <AlertTitle>
          <FormattedMessage id="teams.import.nothingImported" />
        </AlertTitle>
        <FormattedMessage id="teams.import.fixAndRetry" values={{ count: report.rows.length }} />
        {report.fileErrors.length > 0 ? (
          <ul style={{ margin: '8px 0 0', paddingInlineStart: 20 }}>
            {report.fileErrors.map(textOf).map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        ) : null}
      </Alert>
      {report.rows.length > 0 ? (
        <TableContainer sx={{ maxHeight: 320, border: 1, borderColor: 'divider', borderRadius: 1 }}>
          <Table size="small" stickyHeader aria-label={intl.formatMessage({ id: 'teams.import.reportLabel' })}>
            <TableHead>
              <TableRow>
                <TableCell sx={{ width: 72 }}>
                  <FormattedMessage id="teams.import.line" />
                </TableCell>
                <TableCell>
                  <FormattedMessage id="teams.import.reasons" />
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {report.rows.map((row) => (
                <TableRow key={row.line}>
                  <TableCell sx={{ verticalAlign: 'top', fontVariantNumeric: 'tabular-nums' }}>{row.line}</TableCell>
                  <TableCell>
                    {row.reasons.map(textOf).map((text) => (
                      <div key={text}>{text}</div>
                    ))}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      ) : null}
    </Stack>
  );
}

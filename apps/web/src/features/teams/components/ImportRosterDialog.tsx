import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import type { League } from '@matchday/domain';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormErrorAlert } from '../../../components/form/FormErrorAlert';
import { isApiError } from '../../../lib/api-client';
import { useNotify } from '../../../lib/notify';
import { saveFile } from '../../../lib/save-file';
import { DialogForm } from '../../../components/dialogs/DialogForm';
import { FormDialog } from '../../../components/dialogs/FormDialog';
import { useRosterImport } from '../api/use-roster-csv';
import { importReport, isEmptyReport, precheckRosterCsv, type ImportReport } from './import-report';
import { readFileText } from './read-file-text';
import { ImportReportTable } from './ImportReportTable';
import { RosterColumns } from './RosterColumns';
import { ROSTER_TEMPLATE_FILE_NAME, rosterTemplateCsv } from './roster-files';

interface ImportRosterDialogProps {
  slug: string;
  league: Pick<League, 'id' | 'name' | 'questions'>;
  open: boolean;
  onClose: () => void;
}

/** Imports the league's players and teams from a CSV file: all lines, or none with a report of each bad line. */
export function ImportRosterDialog({ slug, league, open, onClose }: ImportRosterDialogProps) {
  const importer = useRosterImport(slug, league.id);
  return (
    <FormDialog open={open} onClose={onClose} pending={importer.isPending} maxWidth="md">
      <ImportRosterForm questions={league.questions} importer={importer} onClose={onClose} />
    </FormDialog>
  );
}

type Stage = 'idle' | 'reading' | 'importing';

interface ImportRosterFormProps {
  questions: League['questions'];
  importer: ReturnType<typeof useRosterImport>;
  onClose: () => void;
}

function ImportRosterForm({ questions, importer, onClose }: ImportRosterFormProps) {
  const intl = useIntl();
  const notify = useNotify();
  const [file, setFile] = useState<File | null>(null);
  const [stage, setStage] = useState<Stage>('idle');
  const [readShare, setReadShare] = useState(0);
  const [report, setReport] = useState<ImportReport | null>(null);
  const [error, setError] = useState<unknown>(null);

  const chooseFile = (chosen: File | null) => {
    setFile(chosen);
    setReport(null);
    setError(null);
  };

  const start = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return;
    setReport(null);
    setError(null);
    setStage('reading');
    setReadShare(0);
    let csv: string;
    try {
      csv = await readFileText(file, setReadShare);
    } catch (failure) {
      setError(failure);
      setStage('idle');
      return;
    }
    // The same row checks as the API, before anything is sent: a bad file is reported at once.
    const precheck = precheckRosterCsv(csv, questions);
    if (!isEmptyReport(precheck)) {
      setReport(precheck);
      setStage('idle');
      return;
    }
    setStage('importing');
    importer.mutate(csv, {
      onSuccess: (result) => {
        notify.success(
          intl.formatMessage(
            { id: 'teams.import.done' },
            { rows: result.rows, teams: result.teams_created, players: result.players_created, registrations: result.registrations_created },
          ),
        );
        onClose();
      },
      onError: (failure) => {
        // 400 for bad lines, 422 answers_required when only required answers are missing: both report each line.
        if (isApiError(failure) && (failure.status === 400 || failure.status === 422) && failure.errors) setReport(importReport(failure.errors));
        else setError(failure);
      },
      onSettled: () => setStage('idle'),
    });
  };

  const busy = stage !== 'idle';
  return (
    <DialogForm
      title={intl.formatMessage({ id: 'teams.import.title' })}
      onSubmit={(event) => void start(event)}
      onCancel={onClose}
      submitLabel={intl.formatMessage({ id: 'teams.import.submit' })}
      pending={busy}
      submitDisabled={!file}
      dirty={file !== null}
    >
      <Typography variant="body2" color="text.secondary">
        <FormattedMessage id="teams.import.description" />
      </Typography>
      <Stack spacing={1}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} justifyContent="space-between" alignItems={{ sm: 'center' }}>
          <Typography variant="subtitle2" component="h3">
            <FormattedMessage id="teams.import.columns" />
          </Typography>
          <Button
            size="small"
            startIcon={<FileDownloadOutlined />}
            onClick={() => saveFile(new Blob([rosterTemplateCsv(questions)], { type: 'text/csv;charset=utf-8' }), ROSTER_TEMPLATE_FILE_NAME)}
          >
            <FormattedMessage id="teams.import.template" />
          </Button>
        </Stack>
        <RosterColumns questions={questions} />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} alignItems={{ sm: 'center' }}>
        <Button component="label" variant="outlined" startIcon={<UploadFileOutlined />} disabled={busy}>
          <FormattedMessage id="teams.import.chooseFile" />
          <input
            hidden
            type="file"
            accept=".csv,text/csv"
            aria-label={intl.formatMessage({ id: 'teams.import.chooseFile' })}
            onChange={(event) => {
              chooseFile(event.target.files?.[0] ?? null);
              event.target.value = '';
            }}
          />
        </Button>
        <Typography variant="body2" color={file ? 'text.primary' : 'text.secondary'} sx={{ overflowWrap: 'anywhere' }}>
          {file ? file.name : <FormattedMessage id="teams.import.noFile" />}
        </Typography>
      </Stack>
      {busy ? (
        <Box role="status" aria-live="polite">
          <Typography variant="body2" sx={{ mb: 1 }}>
            <FormattedMessage id={stage === 'reading' ? 'teams.import.reading' : 'teams.import.importing'} />
          </Typography>
          {stage === 'reading' ? <LinearProgress variant="determinate" value={Math.round(readShare * 100)} /> : <LinearProgress />}
        </Box>
      ) : null}
      <FormErrorAlert error={error} />
      {report ? <ImportReportTable report={report} questions={questions} /> : null}
    </DialogForm>
  );
}

import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ScheduleSettingsSchema, type PlanningData, type ScheduleSettings, GRID_SPACING } from '@matchday/domain';
import { use, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { FormDialog } from '../../../components/dialogs/FormDialog';
import { useFormDialogDirty, useGuardedClose } from '../../../components/dialogs/form-dialog-guard';
import { FormDialogTitleId } from '../../../components/dialogs/form-dialog-title-id';
import { FormErrorAlert } from '../../../components/form/FormErrorAlert';
import { useNotify } from '../../../lib/notify';
import { useAreaListWords } from '../../../lib/use-area-words';
import { usePublishSchedule } from '../api/use-game-mutations';
import { PreviewReport } from './PreviewReport';
import { useGenerator, type GeneratorRunner } from './use-generator';

/** The settings a new schedule or a re-plan starts from: the whole season (or from today), every team and court. */
export function defaultSettings(planning: PlanningData, replan: boolean): ScheduleSettings {
  const start = replan && planning.today > planning.league.season_start ? planning.today : planning.league.season_start;
  return {
    mode: replan ? 'replan' : 'new',
    format: 'single',
    start_date: start > planning.league.season_end ? planning.league.season_end : start,
    end_date: planning.league.season_end,
    team_ids: planning.teams.map((team) => team.id),
    playing_area_ids: planning.courts.map((court) => court.playing_area_id),
    max_games_per_team_per_day: 1,
    min_rest_minutes: 0,
  };
}

const toggle = (list: readonly string[], id: string, on: boolean) => (on ? [...list, id] : list.filter((other) => other !== id));

interface GenerateDialogProps {
  slug: string;
  leagueId: string;
  planning: PlanningData;
  replan: boolean;
  onClose: () => void;
  runner?: GeneratorRunner;
}

/** Settings, then a preview (calendar, fairness, what could not be placed), then publish: nothing is saved before. */
export function GenerateDialog({ slug, leagueId, onClose, ...rest }: GenerateDialogProps) {
  const publish = usePublishSchedule(slug, leagueId);
  return (
    <FormDialog open onClose={onClose} pending={publish.isPending} maxWidth="lg" fullScreenBelow="md">
      <GenerateForm {...rest} onClose={onClose} publish={publish} />
    </FormDialog>
  );
}

interface GenerateFormProps extends Omit<GenerateDialogProps, 'slug' | 'leagueId'> {
  publish: ReturnType<typeof usePublishSchedule>;
}

function GenerateForm({ planning, replan, onClose, runner, publish }: GenerateFormProps) {
  const intl = useIntl();
  const notify = useNotify();
  const ownId = useId();
  const titleId = use(FormDialogTitleId) ?? ownId;
  const leave = useGuardedClose();
  const [initial] = useState(() => defaultSettings(planning, replan));
  const [settings, setSettings] = useState(initial);
  const generator = useGenerator(runner);
  const areas = useAreaListWords(planning.courts.map((court) => court.playing_area));
  const parsed = ScheduleSettingsSchema.safeParse(settings);
  const issues = parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
  const set = <K extends keyof ScheduleSettings>(key: K, value: ScheduleSettings[K]) => {
    generator.reset();
    publish.reset();
    setSettings((current) => ({ ...current, [key]: value }));
  };
  const running = generator.progress !== null;
  const preview = generator.preview;
  // Changed settings or a preview made (perhaps at length) are not thrown away without asking.
  useFormDialogDirty(preview !== null || JSON.stringify(settings) !== JSON.stringify(initial));

  const onPublish = () => {
    if (!preview || !parsed.success) return;
    publish.mutate(
      { settings: parsed.data, games: preview.games },
      {
        onSuccess: (result) => {
          notify.success(intl.formatMessage({ id: 'schedule.published' }, { count: result.created }));
          onClose();
        },
      },
    );
  };

  return (
    <>
      <DialogTitle id={titleId}>{intl.formatMessage({ id: replan ? 'schedule.generate.replanTitle' : 'schedule.generate.title' })}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2.5}>
          <Typography variant="body2" color="text.secondary">
            {intl.formatMessage({ id: settings.mode === 'replan' ? 'schedule.generate.replanHelp' : 'schedule.generate.newHelp' }, { areas: areas.inText })}
          </Typography>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
            <TextField
              select
              label={intl.formatMessage({ id: 'schedule.generate.mode' })}
              value={settings.mode}
              onChange={(event) => set('mode', event.target.value as ScheduleSettings['mode'])}
              sx={{ minWidth: 200 }}
            >
              <MenuItem value="new">{intl.formatMessage({ id: 'schedule.generate.modeNew' })}</MenuItem>
              <MenuItem value="replan">{intl.formatMessage({ id: 'schedule.generate.modeReplan' })}</MenuItem>
            </TextField>
            <TextField
              select
              label={intl.formatMessage({ id: 'schedule.generate.format' })}
              value={settings.format}
              onChange={(event) => set('format', event.target.value as ScheduleSettings['format'])}
              sx={{ minWidth: 200 }}
            >
              <MenuItem value="single">{intl.formatMessage({ id: 'schedule.generate.single' })}</MenuItem>
              <MenuItem value="double">{intl.formatMessage({ id: 'schedule.generate.double' })}</MenuItem>
            </TextField>
            <TextField
              type="date"
              label={intl.formatMessage({ id: 'schedule.generate.start' })}
              value={settings.start_date}
              onChange={(event) => set('start_date', event.target.value)}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <TextField
              type="date"
              label={intl.formatMessage({ id: 'schedule.generate.end' })}
              value={settings.end_date}
              onChange={(event) => set('end_date', event.target.value)}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              type="number"
              label={intl.formatMessage({ id: 'schedule.generate.maxPerDay' })}
              value={settings.max_games_per_team_per_day}
              onChange={(event) => set('max_games_per_team_per_day', Number(event.target.value))}
              slotProps={{ htmlInput: { min: 1, max: 4 } }}
              sx={{ minWidth: 220 }}
            />
            <TextField
              type="number"
              label={intl.formatMessage({ id: 'schedule.generate.minRest' })}
              value={settings.min_rest_minutes}
              onChange={(event) => set('min_rest_minutes', Number(event.target.value))}
              slotProps={{ htmlInput: { min: 0, step: 15 } }}
              sx={{ minWidth: 300 }}
            />
          </Stack>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={GRID_SPACING}>
            <Stack sx={{ flex: 1 }}>
              <FormLabel component="legend">{intl.formatMessage({ id: 'schedule.generate.teams' })}</FormLabel>
              <Typography variant="caption" color="text.secondary">
                {intl.formatMessage({ id: 'schedule.generate.teamsHelp' })}
              </Typography>
              <Stack direction="row" sx={{ flexWrap: 'wrap' }}>
                {planning.teams.map((team) => (
                  <FormControlLabel
                    key={team.id}
                    control={
                      <Checkbox
                        size="small"
                        checked={settings.team_ids.includes(team.id)}
                        onChange={(event) => set('team_ids', toggle(settings.team_ids, team.id, event.target.checked))}
                      />
                    }
                    label={team.name}
                  />
                ))}
              </Stack>
            </Stack>
            <Stack sx={{ flex: 1 }}>
              <FormLabel component="legend">{areas.plural}</FormLabel>
              <Stack direction="row" sx={{ flexWrap: 'wrap' }}>
                {planning.courts.map((court) => (
                  <FormControlLabel
                    key={court.playing_area_id}
                    control={
                      <Checkbox
                        size="small"
                        checked={settings.playing_area_ids.includes(court.playing_area_id)}
                        onChange={(event) => set('playing_area_ids', toggle(settings.playing_area_ids, court.playing_area_id, event.target.checked))}
                      />
                    }
                    label={`${court.court_name} · ${court.location_name}`}
                  />
                ))}
              </Stack>
            </Stack>
          </Stack>
          {planning.league.play_times.length === 0 ? <Alert severity="warning">{intl.formatMessage({ id: 'schedule.generate.noPlayTimes' })}</Alert> : null}
          {issues.length > 0 ? <Alert severity="warning">{issues.join(' · ')}</Alert> : null}
          {running ? (
            <Stack spacing={0.5} role="status">
              <LinearProgress
                variant="determinate"
                value={(100 * generator.progress!.done) / Math.max(1, generator.progress!.total)}
                aria-label={intl.formatMessage({ id: 'schedule.generate.progressLabel' })}
              />
              <Typography variant="caption" color="text.secondary">
                {intl.formatMessage({ id: 'schedule.generate.progress' }, generator.progress!)}
              </Typography>
            </Stack>
          ) : null}
          {generator.error ? <Alert severity="error">{intl.formatMessage({ id: 'schedule.generate.failed' })}</Alert> : null}
          <FormErrorAlert error={publish.error} />
          {preview ? <PreviewReport preview={preview} planning={planning} /> : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => leave(onClose)} disabled={publish.isPending}>
          {intl.formatMessage({ id: 'common.cancel' })}
        </Button>
        {running ? (
          <Button onClick={generator.cancel}>{intl.formatMessage({ id: 'schedule.generate.stop' })}</Button>
        ) : (
          <Button
            onClick={() => parsed.success && generator.run(planning, parsed.data)}
            disabled={!parsed.success || planning.league.play_times.length === 0}
            variant={preview ? 'text' : 'contained'}
          >
            {intl.formatMessage({ id: preview ? 'schedule.generate.again' : 'schedule.generate.preview' })}
          </Button>
        )}
        {preview ? (
          <Button variant="contained" onClick={onPublish} loading={publish.isPending} disabled={preview.games.length === 0 && preview.replaced === 0}>
            {intl.formatMessage({ id: 'schedule.generate.publish' })}
          </Button>
        ) : null}
      </DialogActions>
    </>
  );
}

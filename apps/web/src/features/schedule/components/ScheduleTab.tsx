import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import AutoFixHighRounded from '@mui/icons-material/AutoFixHighRounded';
import EditCalendarRounded from '@mui/icons-material/EditCalendarRounded';
import EventBusyRounded from '@mui/icons-material/EventBusyRounded';
import EventNoteOutlined from '@mui/icons-material/EventNoteOutlined';
import PrintRounded from '@mui/icons-material/PrintRounded';
import RssFeedRounded from '@mui/icons-material/RssFeedRounded';
import ScoreboardOutlined from '@mui/icons-material/ScoreboardOutlined';
import { checkSeasonAction, type Game, type League, type PlanningData } from '@matchday/domain';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { ConfirmDialog } from '../../../components/dialogs/ConfirmDialog';
import { EmptyState } from '../../../components/list/EmptyState';
import { useNotify } from '../../../lib/notify';
import { useSeasonRefusal } from '../../../lib/use-season-refusal';
import { useCurrentClub } from '../../../lib/club/use-current-club';
import { QueryBoundary } from '../../../components/QueryBoundary';
import { combineQueries } from '../../../components/combine-queries';
import { useLeagueRules } from '../../../lib/api/use-league-rules';
import { useAreaListWords } from '../../../lib/use-area-words';
import { useUpdateGame } from '../api/use-game-mutations';
import { useGames } from '../api/use-games';
import { usePlanning } from '../../../lib/api/use-planning';
import { BlackoutsDialog } from './BlackoutsDialog';
import { CalendarFeedsDialog } from './CalendarFeedsDialog';
import { DayGrid } from './DayGrid';
import { GameList } from './GameList';
import type { GameAction } from './GameMenu';
import { GenerateDialog } from './GenerateDialog';
import { MoveGameDialog } from './MoveGameDialog';
import { ResultsDialog } from './ResultsDialog';
import { SwapDialog } from './SwapDialog';
import { teamRecord } from './team-record';
import type { GeneratorRunner } from './use-generator';

type Dialog = 'generate' | 'results' | 'blackouts' | 'feeds' | null;
const ALL_TEAMS = '';

/** The league's Schedule tab: its games by date, by day on the courts, or by team; generate, edit, score, print and share them. */
export function ScheduleTab({ league, runner }: { league: League; runner?: GeneratorRunner }) {
  const { slug } = useCurrentClub();
  const games = useGames(slug, league.id);
  const planning = usePlanning(slug, league.id);
  return (
    <QueryBoundary query={combineQueries({ games, planning })} loading={<Skeleton variant="rounded" height={360} />}>
      {(loaded) => <LoadedSchedule slug={slug} league={league} runner={runner} all={loaded.games} planning={loaded.planning} />}
    </QueryBoundary>
  );
}

interface LoadedScheduleProps {
  slug: string;
  league: League;
  runner: GeneratorRunner | undefined;
  /** Every game of the league, playoffs included. */
  all: Game[];
  planning: PlanningData;
}

function LoadedSchedule({ slug, league, runner, all, planning }: LoadedScheduleProps) {
  const intl = useIntl();
  const notify = useNotify();
  const rules = useLeagueRules(slug, league.id);
  const update = useUpdateGame(slug, league.id);
  const seasonRefusal = useSeasonRefusal();
  const areaWords = useAreaListWords(planning.courts.map((court) => court.playing_area));
  const [view, setView] = useState<'list' | 'day'>('list');
  const [team, setTeam] = useState(ALL_TEAMS);
  const [day, setDay] = useState<string | null>(null);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [action, setAction] = useState<{ action: GameAction; game: Game } | null>(null);

  const hasGames = all.some((game) => game.stage === 'regular');
  const shown = team ? all.filter((game) => game.home_team?.id === team || game.away_team?.id === team) : all;
  const dates = [...new Set(all.map((game) => game.date))];
  const currentDay = day ?? dates.find((date) => date >= planning.today) ?? dates[dates.length - 1] ?? planning.today;
  const record = team ? teamRecord(all, team) : null;
  const refusals = {
    plan: seasonRefusal(checkSeasonAction(league.status, 'plan_schedule')),
    edit: seasonRefusal(checkSeasonAction(league.status, 'edit_games')),
    results: seasonRefusal(checkSeasonAction(league.status, 'enter_results')),
  };
  const seasonNote = [...new Set([refusals.plan, refusals.edit, refusals.results].filter((reason) => reason !== null))].join(' ');
  // Game actions are offered only while the season lets games change.
  const onAction = refusals.edit ? undefined : (next: GameAction, game: Game) => setAction({ action: next, game });
  const toggleActive = (game: Game, isActive: boolean) =>
    update.mutate(
      { gameId: game.id, changes: { is_active: isActive } },
      { onSuccess: () => (notify.success(intl.formatMessage({ id: isActive ? 'schedule.reactivated' : 'schedule.cancelledDone' })), setAction(null)) },
    );

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', lg: 'row' }} spacing={1.5} sx={{ justifyContent: 'space-between', alignItems: { lg: 'center' }, displayPrint: 'none' }}>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          <Button
            variant="contained"
            startIcon={hasGames ? <EditCalendarRounded /> : <AutoFixHighRounded />}
            disabled={refusals.plan !== null}
            onClick={() => setDialog('generate')}
          >
            {intl.formatMessage({ id: hasGames ? 'schedule.replan' : 'schedule.generate.open' })}
          </Button>
          <Button variant="outlined" startIcon={<ScoreboardOutlined />} disabled={!hasGames || refusals.results !== null} onClick={() => setDialog('results')}>
            {intl.formatMessage({ id: 'schedule.results.open' })}
          </Button>
          <Button startIcon={<EventBusyRounded />} onClick={() => setDialog('blackouts')}>
            {intl.formatMessage({ id: 'schedule.blackouts.open' })}
          </Button>
          <Button startIcon={<RssFeedRounded />} onClick={() => setDialog('feeds')}>
            {intl.formatMessage({ id: 'schedule.feeds.open' })}
          </Button>
          <Button startIcon={<PrintRounded />} disabled={all.length === 0} onClick={() => window.print()}>
            {intl.formatMessage({ id: 'schedule.print' })}
          </Button>
        </Stack>
        {all.length > 0 ? (
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
            {view === 'list' ? (
              <TextField
                select
                size="small"
                label={intl.formatMessage({ id: 'schedule.team' })}
                value={team}
                onChange={(event) => setTeam(event.target.value)}
                sx={{ minWidth: 180 }}
                slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
              >
                <MenuItem value={ALL_TEAMS}>{intl.formatMessage({ id: 'schedule.allTeams' })}</MenuItem>
                {planning.teams.map((entry) => (
                  <MenuItem key={entry.id} value={entry.id}>
                    {entry.name}
                  </MenuItem>
                ))}
              </TextField>
            ) : null}
            <ToggleButtonGroup
              size="small"
              exclusive
              value={view}
              onChange={(_event, next: 'list' | 'day' | null) => next && setView(next)}
              aria-label={intl.formatMessage({ id: 'schedule.view' })}
            >
              <ToggleButton value="list">{intl.formatMessage({ id: 'schedule.view.list' })}</ToggleButton>
              <ToggleButton value="day">{intl.formatMessage({ id: 'schedule.view.day' })}</ToggleButton>
            </ToggleButtonGroup>
          </Stack>
        ) : null}
      </Stack>

      {seasonNote ? (
        <Typography variant="body2" color="text.secondary" sx={{ displayPrint: 'none' }}>
          {seasonNote}
        </Typography>
      ) : null}
      <Typography variant="h6" sx={{ display: 'none', displayPrint: 'block' }}>
        {league.name} — {intl.formatMessage({ id: 'leagues.tab.schedule' })}
      </Typography>
      {record ? (
        <Alert severity="info" icon={false}>
          {intl.formatMessage({ id: 'schedule.teamRecord' }, { team: planning.teams.find((entry) => entry.id === team)?.name, games: shown.length, ...record })}
        </Alert>
      ) : null}

      {all.length === 0 ? (
        <EmptyState
          icon={<EventNoteOutlined />}
          title={intl.formatMessage({ id: 'schedule.empty.title' })}
          description={intl.formatMessage({ id: 'schedule.empty.description' }, { areas: areaWords.inText })}
          action={
            <Button variant="contained" disabled={refusals.plan !== null} onClick={() => setDialog('generate')}>
              {intl.formatMessage({ id: 'schedule.generate.open' })}
            </Button>
          }
        />
      ) : view === 'list' ? (
        <GameList games={shown} onAction={onAction} />
      ) : (
        <DayGrid slug={slug} leagueId={league.id} date={currentDay} dates={dates} onDate={setDay} onAction={onAction} />
      )}

      {dialog === 'generate' ? (
        <GenerateDialog slug={slug} leagueId={league.id} planning={planning} replan={hasGames} runner={runner} onClose={() => setDialog(null)} />
      ) : null}
      {dialog === 'results' ? (
        <ResultsDialog slug={slug} leagueId={league.id} games={all} gamesPerMatch={rules.data?.games_per_match ?? 1} onClose={() => setDialog(null)} />
      ) : null}
      {dialog === 'blackouts' ? (
        <BlackoutsDialog slug={slug} courts={planning.courts} onReplan={() => setDialog('generate')} onClose={() => setDialog(null)} />
      ) : null}
      {dialog === 'feeds' ? <CalendarFeedsDialog slug={slug} leagueId={league.id} leagueName={league.name} onClose={() => setDialog(null)} /> : null}
      {action?.action === 'move' ? (
        <MoveGameDialog slug={slug} leagueId={league.id} game={action.game} courts={planning.courts} onClose={() => setAction(null)} />
      ) : null}
      {action?.action === 'swap' ? <SwapDialog slug={slug} leagueId={league.id} game={action.game} games={all} onClose={() => setAction(null)} /> : null}
      <ConfirmDialog
        open={action?.action === 'cancel' || action?.action === 'reactivate'}
        title={intl.formatMessage({ id: action?.action === 'reactivate' ? 'schedule.reactivate.title' : 'schedule.cancel.title' })}
        confirmLabel={intl.formatMessage({ id: action?.action === 'reactivate' ? 'schedule.menu.reactivate' : 'schedule.menu.cancel' })}
        pending={update.isPending}
        error={update.error}
        onClose={() => (setAction(null), update.reset())}
        onConfirm={() => action && toggleActive(action.game, action.action === 'reactivate')}
      >
        {intl.formatMessage({ id: action?.action === 'reactivate' ? 'schedule.reactivate.body' : 'schedule.cancel.body' })}
      </ConfirmDialog>
    </Stack>
  );
}

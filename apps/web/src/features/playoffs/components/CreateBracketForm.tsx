import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  addDays,
  BRACKET_TYPE_LABELS,
  buildBracket,
  checkBracketSeeding,
  checkSeasonAction,
  zonedDateTime,
  type BracketType,
  type League,
  type PlanningData,
  type StandingRow,
} from '@matchday/domain';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { FormErrorAlert } from '../../../components/form/FormErrorAlert';
import { useNotify } from '../../../lib/notify';
import { useAreaListWords } from '../../../lib/use-area-words';
import { useSeasonRefusal } from '../../../lib/use-season-refusal';
import { useLabels } from '../../../lib/use-labels';
import { useCreateBracket } from '../api/use-bracket';

const BRACKET_TYPES = Object.keys(BRACKET_TYPE_LABELS) as BracketType[];

/** The seeds (top of the table) and which of them start with a bye, as the bracket will pair them. */
export function seedingPreview(rows: readonly StandingRow[], teamCount: number, type: BracketType) {
  const seeds = rows.slice(0, teamCount);
  if (seeds.length < 2) return { seeds, byes: new Set<number>() };
  const firstRound = buildBracket(type, seeds.length, false).filter((game) => game.side === 'winners' && game.round === 1);
  const playing = new Set(firstRound.flatMap((game) => [game.home, game.away]).flatMap((source) => (source.kind === 'seed' ? [source.seed] : [])));
  return { seeds, byes: new Set(seeds.map((_, index) => index + 1).filter((seed) => !playing.has(seed))) };
}

/** The day after the regular season's last game, or today when that is later. */
export function defaultStartDate(planning: PlanningData): string {
  const timezoneOf = new Map(planning.courts.map((court) => [court.playing_area_id, court.timezone]));
  const lastDay = planning.games
    .map((game) => zonedDateTime(game.starts_at, timezoneOf.get(game.playing_area_id) ?? 'UTC').date)
    .sort()
    .at(-1);
  const after = lastDay ? addDays(lastDay, 1) : planning.today;
  return after > planning.today ? after : planning.today;
}

/** Creates the playoff bracket: its type, how many of the top teams, the reset, when it starts and on which courts. */
export function CreateBracketForm({ slug, league, planning, rows }: { slug: string; league: League; planning: PlanningData; rows: readonly StandingRow[] }) {
  const intl = useIntl();
  const label = useLabels();
  const notify = useNotify();
  const create = useCreateBracket(slug, league.id);
  const maxTeams = Math.min(32, rows.length);
  const [type, setType] = useState<BracketType>(league.bracket_type);
  const [teamCount, setTeamCount] = useState(Math.min(8, maxTeams));
  const [reset, setReset] = useState(true);
  const [startDate, setStartDate] = useState(() => defaultStartDate(planning));
  const [courts, setCourts] = useState(() => planning.courts.map((court) => court.playing_area_id));
  const areas = useAreaListWords(planning.courts.map((court) => court.playing_area));
  const [override, setOverride] = useState(false);
  const { seeds, byes } = seedingPreview(rows, teamCount, type);
  const seasonRefusal = useSeasonRefusal();
  const refusal = seasonRefusal(checkSeasonAction(league.status, 'create_bracket'));
  const unplayed = planning.games.filter((game) => game.is_active && game.stage === 'regular' && !game.has_scores).length;
  const seedingRefused = checkBracketSeeding(unplayed, override) !== null;

  if (maxTeams < 2) return <Alert severity="info">{intl.formatMessage({ id: 'playoffs.create.needTeams' })}</Alert>;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      {
        type,
        team_count: teamCount,
        grand_final_reset: type === 'double-elimination' && reset,
        start_date: startDate,
        playing_area_ids: courts,
        override_unplayed: unplayed > 0 && override,
      },
      { onSuccess: (bracket) => notify.success(intl.formatMessage({ id: 'playoffs.create.created' }, { games: bracket.games.length })) },
    );
  };

  return (
    <Card variant="outlined" component="form" onSubmit={onSubmit} noValidate>
      <CardContent>
        <Stack spacing={2.5}>
          <Typography variant="h6" component="h2">
            {intl.formatMessage({ id: 'playoffs.create.title' })}
          </Typography>
          <FormErrorAlert error={create.error} />
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
            <TextField
              select
              label={intl.formatMessage({ id: 'playoffs.create.type' })}
              value={type}
              onChange={(event) => setType(event.target.value as BracketType)}
              sx={{ minWidth: 220 }}
            >
              {BRACKET_TYPES.map((value) => (
                <MenuItem key={value} value={value}>
                  {label('bracket_type', value)}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              label={intl.formatMessage({ id: 'playoffs.create.teams' })}
              value={teamCount}
              onChange={(event) => setTeamCount(Number(event.target.value))}
              sx={{ minWidth: 240 }}
            >
              {Array.from({ length: maxTeams - 1 }, (_, index) => index + 2).map((count) => (
                <MenuItem key={count} value={count}>
                  {count}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              type="date"
              label={intl.formatMessage({ id: 'playoffs.create.startDate' })}
              value={startDate}
              onChange={(event) => setStartDate(event.target.value)}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          </Stack>
          {type === 'double-elimination' ? (
            <FormControlLabel
              control={<Switch checked={reset} onChange={(event) => setReset(event.target.checked)} />}
              label={intl.formatMessage({ id: 'playoffs.create.reset' })}
            />
          ) : null}
          <FormGroup>
            <FormLabel component="legend">{areas.plural}</FormLabel>
            <Stack direction="row" sx={{ flexWrap: 'wrap' }}>
              {planning.courts.map((court) => (
                <FormControlLabel
                  key={court.playing_area_id}
                  control={
                    <Checkbox
                      checked={courts.includes(court.playing_area_id)}
                      onChange={(event) =>
                        setCourts((current) =>
                          event.target.checked ? [...current, court.playing_area_id] : current.filter((id) => id !== court.playing_area_id),
                        )
                      }
                    />
                  }
                  label={`${court.location_name} · ${court.court_name}`}
                />
              ))}
            </Stack>
          </FormGroup>
          <Stack spacing={0.5}>
            <Typography variant="subtitle2">{intl.formatMessage({ id: 'playoffs.create.seeding' })}</Typography>
            <Stack component="ol" spacing={0.25} sx={{ m: 0, pl: 3 }}>
              {seeds.map((row, index) => (
                <Typography component="li" variant="body2" key={row.team.id}>
                  {row.team.name}
                  {byes.has(index + 1) ? ` — ${intl.formatMessage({ id: 'playoffs.create.bye' })}` : ''}
                </Typography>
              ))}
            </Stack>
          </Stack>
          {refusal ? <Alert severity="info">{refusal}</Alert> : null}
          {!refusal && unplayed > 0 ? (
            <Alert severity="warning">
              {seasonRefusal('season_unplayed', { count: unplayed })}
              <FormControlLabel
                sx={{ display: 'flex', mt: 0.5 }}
                control={<Checkbox checked={override} onChange={(event) => setOverride(event.target.checked)} />}
                label={intl.formatMessage({ id: 'leagues.season.override' })}
              />
            </Alert>
          ) : null}
          <Stack direction="row">
            <Button type="submit" variant="contained" loading={create.isPending} disabled={courts.length === 0 || refusal !== null || seedingRefused}>
              {intl.formatMessage({ id: 'playoffs.create.submit' })}
            </Button>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}

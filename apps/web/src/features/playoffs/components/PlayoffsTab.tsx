import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EmojiEventsOutlined from '@mui/icons-material/EmojiEventsOutlined';
import { checkSeasonAction, type Bracket, type BracketGame, type League } from '@matchday/domain';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { ConfirmDialog } from '../../../components/dialogs/ConfirmDialog';
import { useNotify } from '../../../lib/notify';
import { useSeasonRefusal } from '../../../lib/use-season-refusal';
import { useLabels } from '../../../lib/use-labels';
import { useCurrentClub } from '../../../lib/club/use-current-club';
import { QueryBoundary } from '../../../components/QueryBoundary';
import { combineQueries } from '../../../components/combine-queries';
import { usePlanning } from '../../../lib/api/use-planning';
import { useLeagueRules } from '../../../lib/api/use-league-rules';
import { useStandings } from '../../../lib/api/use-standings';
import { useBracket, useDeleteBracket } from '../api/use-bracket';
import { BracketView } from './BracketView';
import { CreateBracketForm } from './CreateBracketForm';
import { ScoreDialog } from './ScoreDialog';
import { useGameFormat } from '../../../lib/use-game-format';

/** The league's Playoffs tab: create a bracket from the standings, then follow and score it to the champion. */
export function PlayoffsTab({ league }: { league: League }) {
  const { slug } = useCurrentClub();
  const bracket = useBracket(slug, league.id);
  const standings = useStandings(slug, league.id);
  const planning = usePlanning(slug, league.id, bracket.data === null);
  const loading = <Skeleton variant="rounded" height={360} />;
  return (
    <QueryBoundary query={combineQueries({ bracket, standings })} loading={loading}>
      {(loaded) =>
        loaded.bracket === null ? (
          <QueryBoundary query={planning} loading={loading}>
            {(plan) => <CreateBracketForm slug={slug} league={league} planning={plan} rows={loaded.standings.rows} />}
          </QueryBoundary>
        ) : (
          <LoadedBracket slug={slug} league={league} current={loaded.bracket} />
        )
      }
    </QueryBoundary>
  );
}

/** A bracket that exists: its games to score, the champion once there is one, and deleting it while no result is in. */
function LoadedBracket({ slug, league, current }: { slug: string; league: League; current: Bracket }) {
  const intl = useIntl();
  const label = useLabels();
  const notify = useNotify();
  const { sourceLabel } = useGameFormat();
  const rules = useLeagueRules(slug, league.id);
  const remove = useDeleteBracket(slug, league.id);
  const [scoring, setScoring] = useState<BracketGame | null>(null);
  const [deleting, setDeleting] = useState(false);
  const seasonRefusal = useSeasonRefusal();

  // The API refuses to delete a bracket with any result (clear them first), so it is not offered then.
  const deletable = !current.games.some(({ game }) => game !== null && (game.scores.length > 0 || game.winner !== ''));
  const nameOf = (game: BracketGame, side: 'home' | 'away') =>
    (side === 'home' ? game.home_team : game.away_team)?.name ?? sourceLabel(side === 'home' ? game.home : game.away);
  return (
    <Stack spacing={2.5}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
        <Typography variant="body2" color="text.secondary">
          {intl.formatMessage({ id: 'playoffs.summary' }, { type: label('bracket_type', current.type), teams: current.seeds.length })}
        </Typography>
        {deletable ? (
          <Button color="error" onClick={() => setDeleting(true)} sx={{ displayPrint: 'none', alignSelf: { xs: 'flex-start', sm: 'auto' } }}>
            {intl.formatMessage({ id: 'playoffs.delete.open' })}
          </Button>
        ) : null}
      </Stack>
      {current.champion ? (
        <Alert icon={<EmojiEventsOutlined />} severity="success" variant="filled">
          {intl.formatMessage({ id: 'playoffs.champion' }, { team: current.champion.name })}
        </Alert>
      ) : null}
      {current.unplaced.length > 0 ? (
        <Alert severity="warning">
          {intl.formatMessage({ id: 'playoffs.unplaced' }, { games: intl.formatList(current.unplaced.map(String)), count: current.unplaced.length })}
        </Alert>
      ) : null}
      <BracketView games={current.games} onOpen={setScoring} refusal={seasonRefusal(checkSeasonAction(league.status, 'enter_results'))} />
      {scoring?.game ? (
        <ScoreDialog
          slug={slug}
          leagueId={league.id}
          gamesPerMatch={rules.data?.games_per_match ?? 1}
          match={{ gameId: scoring.game.id, home: nameOf(scoring, 'home'), away: nameOf(scoring, 'away'), scores: scoring.game.scores }}
          onClose={() => setScoring(null)}
        />
      ) : null}
      <ConfirmDialog
        open={deleting}
        title={intl.formatMessage({ id: 'playoffs.delete.title' })}
        confirmLabel={intl.formatMessage({ id: 'playoffs.delete.confirm' })}
        pending={remove.isPending}
        error={remove.error}
        onClose={() => {
          setDeleting(false);
          remove.reset();
        }}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => {
              setDeleting(false);
              notify.success(intl.formatMessage({ id: 'playoffs.delete.done' }));
            },
          })
        }
      >
        {intl.formatMessage({ id: 'playoffs.delete.body' })}
      </ConfirmDialog>
    </Stack>
  );
}

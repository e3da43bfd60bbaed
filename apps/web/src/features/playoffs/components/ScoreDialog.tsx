import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { matchResult, type GameScore } from '@matchday/domain';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { DialogForm } from '../../../components/dialogs/DialogForm';
import { FormDialog } from '../../../components/dialogs/FormDialog';
import { FormErrorAlert } from '../../../components/form/FormErrorAlert';
import { useNotify } from '../../../lib/notify';
import { useSaveScores } from '../../../lib/api/use-save-scores';
import { ScoreText } from '../../../components/ScoreText';

export interface ScoredMatch {
  gameId: string;
  home: string;
  away: string;
  scores: readonly GameScore[];
}

type Entry = { home: string; away: string };

/** The games of the match that have both scores, in order; a row with one score only is not a game yet. */
export function scoresOf(entries: readonly Entry[]): GameScore[] {
  return entries
    .filter((entry) => entry.home !== '' && entry.away !== '')
    .map((entry) => ({ home_points: Number(entry.home), away_points: Number(entry.away) }));
}

/** Enters a playoff match's result, game by game; a playoff match needs a winner (spec §4 rule, no draw). */
export function ScoreDialog({
  slug,
  leagueId,
  match,
  gamesPerMatch,
  onClose,
}: {
  slug: string;
  leagueId: string;
  match: ScoredMatch;
  gamesPerMatch: number;
  onClose: () => void;
}) {
  const save = useSaveScores(slug, leagueId);
  return (
    <FormDialog open onClose={onClose} pending={save.isPending} maxWidth="xs">
      <ScoreForm match={match} gamesPerMatch={gamesPerMatch} save={save} onClose={onClose} />
    </FormDialog>
  );
}

function ScoreForm({
  match,
  gamesPerMatch,
  save,
  onClose,
}: {
  match: ScoredMatch;
  gamesPerMatch: number;
  save: ReturnType<typeof useSaveScores>;
  onClose: () => void;
}) {
  const intl = useIntl();
  const notify = useNotify();
  const [saved] = useState<Entry[]>(() =>
    Array.from({ length: Math.max(gamesPerMatch, match.scores.length) }, (_, index) => ({
      home: match.scores[index] ? String(match.scores[index].home_points) : '',
      away: match.scores[index] ? String(match.scores[index].away_points) : '',
    })),
  );
  const [entries, setEntries] = useState<Entry[]>(saved);
  const scores = scoresOf(entries);
  const result = matchResult(scores);
  const winnerName = result.winner === 'home' ? match.home : result.winner === 'away' ? match.away : null;

  const set = (index: number, side: keyof Entry, value: string) => {
    setEntries((current) => current.map((entry, at) => (at === index ? { ...entry, [side]: value.replace(/\D/g, '').slice(0, 4) } : entry)));
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Save waits for a winner (a playoff match cannot end in a draw); pressing Enter must not get round it.
    if (!winnerName) return;
    save.mutate(
      { results: [{ game_id: match.gameId, scores }] },
      {
        onSuccess: () => {
          notify.success(intl.formatMessage({ id: 'playoffs.score.saved' }, { team: winnerName }));
          onClose();
        },
      },
    );
  };

  return (
    <DialogForm
      title={intl.formatMessage({ id: 'playoffs.score.title' }, { home: match.home, away: match.away })}
      onSubmit={onSubmit}
      onCancel={onClose}
      submitLabel={intl.formatMessage({ id: 'playoffs.score.save' })}
      pending={save.isPending}
      submitDisabled={!winnerName}
      submitHint={intl.formatMessage({ id: result.winner === 'draw' ? 'playoffs.score.tiedHint' : 'playoffs.score.emptyHint' })}
      dirty={JSON.stringify(entries) !== JSON.stringify(saved)}
    >
      <FormErrorAlert error={save.error} />
      {entries.map((entry, index) => (
        <Stack key={index} direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <Typography variant="body2" color="text.secondary" sx={{ width: 64, flexShrink: 0 }}>
            {intl.formatMessage({ id: 'playoffs.score.game' }, { number: index + 1 })}
          </Typography>
          <TextField
            size="small"
            label={match.home}
            value={entry.home}
            onChange={(event) => set(index, 'home', event.target.value)}
            onFocus={(event) => event.target.select()}
            autoFocus={index === 0}
            slotProps={{
              htmlInput: { inputMode: 'numeric', 'aria-label': intl.formatMessage({ id: 'playoffs.score.points' }, { team: match.home, number: index + 1 }) },
            }}
          />
          <TextField
            size="small"
            label={match.away}
            value={entry.away}
            onChange={(event) => set(index, 'away', event.target.value)}
            onFocus={(event) => event.target.select()}
            slotProps={{
              htmlInput: { inputMode: 'numeric', 'aria-label': intl.formatMessage({ id: 'playoffs.score.points' }, { team: match.away, number: index + 1 }) },
            }}
          />
        </Stack>
      ))}
      <Typography variant="body2" aria-live="polite">
        {winnerName
          ? intl.formatMessage(
              { id: 'playoffs.score.winner' },
              { team: winnerName, score: <ScoreText key="score">{`${result.home_points}–${result.away_points}`}</ScoreText> },
            )
          : intl.formatMessage({ id: 'playoffs.score.noWinner' })}
      </Typography>
    </DialogForm>
  );
}

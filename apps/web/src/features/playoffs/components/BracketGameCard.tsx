import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { checkResultTime, type BracketGame } from '@matchday/domain';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { useNow } from '../../../lib/use-now';
import { useSeasonRefusal } from '../../../lib/use-season-refusal';
import { useGameFormat } from '../../../lib/use-game-format';

const STATUS_COLOR = { waiting: 'default', ready: 'primary', played: 'success', not_needed: 'default' } as const;

/**
 * One playoff game: number, when and where, both sides (team or where it comes from), the score and the winner.
 * It opens for a result unless the season refuses results (`refusal`) or the game has not begun.
 */
export function BracketGameCard({ game, onOpen, refusal = null }: { game: BracketGame; onOpen?: () => void; refusal?: string | null }) {
  const intl = useIntl();
  const now = useNow();
  const seasonRefusal = useSeasonRefusal();
  const { sourceLabel, when } = useGameFormat();
  const actionId = useId();
  const scheduled = game.game;
  const locked = refusal ?? (scheduled && scheduled.scores.length === 0 ? seasonRefusal(checkResultTime(scheduled.starts_at, now)) : null);
  // Why it cannot be opened is said only on a game waiting for its result: a played game says Played already.
  const lockedHint = game.status === 'ready' ? locked : null;
  // A one-game match shows its score (3–1); a match of several games shows the games each side won.
  const single = scheduled?.scores.length === 1 ? scheduled.scores[0]! : null;
  const sides = [
    { team: game.home_team, source: game.home, points: single ? single.home_points : (scheduled?.home_points ?? null) },
    { team: game.away_team, source: game.away, points: single ? single.away_points : (scheduled?.away_points ?? null) },
  ];
  const body = (
    <Stack spacing={0.75} sx={{ p: 1.25 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="caption" sx={{ fontWeight: 600 }}>
          {intl.formatMessage({ id: game.if_necessary ? 'playoffs.game.ifNecessary' : 'playoffs.game.number' }, { number: game.number })}
        </Typography>
        <Chip size="small" variant="outlined" color={STATUS_COLOR[game.status]} label={intl.formatMessage({ id: `playoffs.status.${game.status}` })} />
      </Stack>
      {sides.map(({ team, source, points }, index) => {
        const won = Boolean(team && game.winner_team_id === team.id);
        return (
          <Stack key={index} direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
            <Typography
              variant="body2"
              noWrap
              sx={{ fontWeight: won ? 700 : 400, color: team ? 'text.primary' : 'text.secondary', fontStyle: team ? 'normal' : 'italic' }}
            >
              {team?.name ?? sourceLabel(source)}
            </Typography>
            <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: won ? 700 : 400 }}>
              {points ?? ''}
            </Typography>
          </Stack>
        );
      })}
      <Box>
        <Typography variant="caption" color="text.secondary">
          {scheduled ? `${when(scheduled)} · ${scheduled.court_name}` : intl.formatMessage({ id: 'playoffs.game.unscheduled' })}
        </Typography>
        {onOpen && lockedHint ? (
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
            {lockedHint}
          </Typography>
        ) : null}
      </Box>
    </Stack>
  );
  return (
    <Card
      variant="outlined"
      sx={{ width: 232, flexShrink: 0, opacity: game.status === 'not_needed' ? 0.55 : 1, borderColor: game.status === 'ready' ? 'primary.main' : undefined }}
    >
      {onOpen ? (
        // Named by everything it shows (WCAG 2.5.3: no label that leaves its visible text out), described by what it does.
        <CardActionArea onClick={onOpen} disabled={locked !== null} aria-describedby={actionId}>
          <span id={actionId} hidden>
            {intl.formatMessage({ id: 'playoffs.game.enterResult' }, { number: game.number })}
          </span>
          {body}
        </CardActionArea>
      ) : (
        body
      )}
    </Card>
  );
}

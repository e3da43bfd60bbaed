import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { BracketGame, BracketSide } from '@matchday/domain';
import { useIntl } from 'react-intl';
import { BracketGameCard } from './BracketGameCard';
import { GRID_SPACING } from '@matchday/domain';

const SIDES: BracketSide[] = ['winners', 'losers', 'final'];

/** The bracket by side (winners, losers, final), each a row of round columns that scrolls sideways on a phone. */
export function BracketView({
  games,
  onOpen,
  refusal = null,
}: {
  games: readonly BracketGame[];
  onOpen: (game: BracketGame) => void;
  refusal?: string | null;
}) {
  const intl = useIntl();
  const single = !games.some((game) => game.side === 'losers');
  return (
    <Stack spacing={GRID_SPACING}>
      {SIDES.map((side) => {
        const ofSide = games.filter((game) => game.side === side);
        if (ofSide.length === 0) return null;
        const rounds = [...new Set(ofSide.map((game) => game.round))].sort((a, b) => a - b);
        return (
          <Stack key={side} spacing={1.5} component="section" aria-label={intl.formatMessage({ id: `playoffs.side.${side}` })}>
            {single ? null : (
              <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
                {intl.formatMessage({ id: `playoffs.side.${side}` })}
              </Typography>
            )}
            <Stack direction="row" spacing={2} sx={{ overflowX: 'auto', pb: 1 }}>
              {rounds.map((round) => (
                <Stack key={round} spacing={1}>
                  <Typography variant="overline" color="text.secondary">
                    {side === 'final'
                      ? intl.formatMessage({ id: round === 1 ? 'playoffs.round.grandFinal' : 'playoffs.round.reset' })
                      : intl.formatMessage({ id: 'playoffs.round.number' }, { round })}
                  </Typography>
                  <Stack spacing={1.5} sx={{ flex: 1, justifyContent: 'space-around' }}>
                    {ofSide
                      .filter((game) => game.round === round)
                      .map((game) => (
                        <BracketGameCard
                          key={game.number}
                          game={game}
                          refusal={refusal}
                          onOpen={game.game && (game.status === 'ready' || game.status === 'played') ? () => onOpen(game) : undefined}
                        />
                      ))}
                  </Stack>
                </Stack>
              ))}
            </Stack>
          </Stack>
        );
      })}
    </Stack>
  );
}

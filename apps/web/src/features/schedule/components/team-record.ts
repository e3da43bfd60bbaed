import type { Game } from '@matchday/domain';

/** A team's wins, draws and losses from its games with a result. */
export function teamRecord(games: readonly Game[], teamId: string) {
  const record = { wins: 0, draws: 0, losses: 0 };
  for (const game of games) {
    if (!game.is_active || game.winner === '') continue;
    const side = game.home_team?.id === teamId ? 'home' : game.away_team?.id === teamId ? 'away' : null;
    if (!side) continue;
    if (game.winner === 'draw') record.draws += 1;
    else if (game.winner === side) record.wins += 1;
    else record.losses += 1;
  }
  return record;
}

import type { BracketGameSpec, BracketSource } from '../schemas/schedule.js';

export interface ResolvedBracketGame {
  home_team_id: string | null;
  away_team_id: string | null;
  winner_team_id: string | null;
  loser_team_id: string | null;
  status: 'waiting' | 'ready' | 'played' | 'not_needed';
}

/**
 * Who plays each game of a bracket, derived from scratch from the seeds (team ids, seed 1 first) and the
 * winners recorded so far. A recorded winner counts only while both teams of its game are known, so a
 * corrected result re-routes every game after it. The reset is 'not_needed' once the winners' bracket
 * champion has won the first grand final. The champion wins the last final that is played.
 */
export function resolveBracket(
  specs: readonly BracketGameSpec[],
  seedTeamIds: readonly string[],
  winners: ReadonlyMap<number, 'home' | 'away'>,
): { games: Map<number, ResolvedBracketGame>; champion_team_id: string | null } {
  const games = new Map<number, ResolvedBracketGame>();
  const teamOf = (source: BracketSource): string | null => {
    if (source.kind === 'seed') return seedTeamIds[source.seed - 1] ?? null;
    const game = games.get(source.game);
    return (source.kind === 'winner' ? game?.winner_team_id : game?.loser_team_id) ?? null;
  };
  const ordered = [...specs].sort((a, b) => a.number - b.number);
  for (const spec of ordered) {
    const home_team_id = teamOf(spec.home);
    const away_team_id = teamOf(spec.away);
    let status: ResolvedBracketGame['status'] = home_team_id && away_team_id ? 'ready' : 'waiting';
    const source = spec.home;
    if (spec.if_necessary && source.kind === 'winner') {
      const first = games.get(source.game);
      const firstSpec = ordered.find((other) => other.number === source.game);
      // The first final's away side is the losers' champion: only its win forces the reset.
      if (first?.status === 'played' && firstSpec && first.winner_team_id === teamOf(firstSpec.home)) status = 'not_needed';
    }
    const side = status === 'ready' ? winners.get(spec.number) : undefined;
    const winner_team_id = side === 'home' ? home_team_id : side === 'away' ? away_team_id : null;
    const loser_team_id = side === 'home' ? away_team_id : side === 'away' ? home_team_id : null;
    games.set(spec.number, { home_team_id, away_team_id, winner_team_id, loser_team_id, status: winner_team_id ? 'played' : status });
  }
  const [grandFinal, reset] = ordered.filter((spec) => spec.side === 'final');
  const deciding = reset && games.get(reset.number)!.status !== 'not_needed' ? reset : (grandFinal ?? ordered[ordered.length - 1]);
  const champion_team_id = deciding ? games.get(deciding.number)!.winner_team_id : null;
  return { games, champion_team_id };
}

/** Games whose recorded winner no longer fits (its teams are not both known, or the game is not needed): the caller clears them. */
export function staleResults(specs: readonly BracketGameSpec[], seedTeamIds: readonly string[], winners: ReadonlyMap<number, 'home' | 'away'>): number[] {
  const { games } = resolveBracket(specs, seedTeamIds, winners);
  return [...winners.keys()].filter((number) => games.get(number)?.status !== 'played').sort((a, b) => a - b);
}

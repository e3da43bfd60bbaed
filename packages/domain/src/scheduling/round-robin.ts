export interface Pairing {
  home: string;
  away: string;
}

export interface RoundRobinRound {
  /** 1-based. */
  round: number;
  matches: Pairing[];
  /** The team sitting out this round (odd team counts), or null. */
  bye: string | null;
}

/**
 * One round robin by the circle method (the canonical 1-factorisation): team m−1 stays put while the
 * others turn round the circle; an odd count adds a bye. Orientation after de Werra: the fixed team
 * alternates home and away, and the pair at distance i from the turning point has its first team at home
 * when i is odd. For an even count this gives the proven minimum of n − 2 breaks; for an odd count the
 * bye's opponent takes the fixed team's place and no team has a break.
 */
function singleRoundRobin(teamIds: readonly string[]): RoundRobinRound[] {
  const teams: (string | null)[] = [...teamIds];
  if (teams.length % 2 === 1) teams.push(null);
  const size = teams.length;
  const turning = size - 1;
  const rounds: RoundRobinRound[] = [];
  for (let round = 0; round < turning; round += 1) {
    const matches: Pairing[] = [];
    let bye: string | null = null;
    const add = (home: string | null, away: string | null) => {
      if (home === null) bye = away;
      else if (away === null) bye = home;
      else matches.push({ home, away });
    };
    const fixed = teams[turning]!;
    const opposite = teams[round]!;
    if (round % 2 === 0) add(opposite, fixed);
    else add(fixed, opposite);
    for (let distance = 1; distance < size / 2; distance += 1) {
      const first = teams[(round + distance) % turning]!;
      const second = teams[(round - distance + turning) % turning]!;
      if (distance % 2 === 1) add(first, second);
      else add(second, first);
    }
    rounds.push({ round: round + 1, matches, bye });
  }
  return rounds;
}

/**
 * Spec-free rule of the generator: every pair of teams meets exactly once per round robin. 'double' plays
 * it twice, the second half mirrored (same order, home and away swapped). Deterministic for a given order.
 */
export function roundRobin(teamIds: readonly string[], format: 'single' | 'double'): RoundRobinRound[] {
  const first = singleRoundRobin(teamIds);
  if (format === 'single') return first;
  const second = first.map((round) => ({
    round: round.round + first.length,
    matches: round.matches.map(({ home, away }) => ({ home: away, away: home })),
    bye: round.bye,
  }));
  return [...first, ...second];
}

/** Breaks of one team: two consecutive games (byes skipped) on the same side. */
export function countBreaks(rounds: readonly RoundRobinRound[], teamId: string): number {
  let breaks = 0;
  let last: 'home' | 'away' | null = null;
  for (const round of rounds) {
    const match = round.matches.find((pairing) => pairing.home === teamId || pairing.away === teamId);
    if (!match) continue;
    const side = match.home === teamId ? 'home' : 'away';
    if (side === last) breaks += 1;
    last = side;
  }
  return breaks;
}

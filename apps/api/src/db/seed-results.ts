import type { GameScore } from '@matchday/domain';

/**
 * Deterministic demo results: the same plan gives the same table on every seed. `variation` is any
 * number that differs from one match to the next.
 */

type Side = 'home' | 'away';

/** The better team (the lower place in the plan's team list) wins, with an upset one match in five. */
export function demoWinner(homePlace: number, awayPlace: number, variation: number): Side {
  const favourite: Side = homePlace < awayPlace ? 'home' : 'away';
  if (variation % 5 !== 0) return favourite;
  return favourite === 'home' ? 'away' : 'home';
}

const fromWinner = (winner: Side, winnerPoints: number, loserPoints: number): GameScore =>
  winner === 'home' ? { home_points: winnerPoints, away_points: loserPoints } : { home_points: loserPoints, away_points: winnerPoints };

/**
 * Volleyball sets of a best-of-`gamesPerMatch` match: sets to 25, a deciding set to 15, the loser
 * taking a set now and then (and never more than it can without winning).
 */
export function setScores(winner: Side, gamesPerMatch: number, variation: number): GameScore[] {
  const loser: Side = winner === 'home' ? 'away' : 'home';
  const needed = Math.ceil(gamesPerMatch / 2);
  const lost = (variation * 7) % 3 === 1 ? needed - 1 : 0;
  const order: Side[] = [];
  for (let set = 0; set < lost; set += 1) order.push(winner, loser);
  while (order.filter((side) => side === winner).length < needed) order.push(winner);
  return order.map((side, set) => {
    const deciding = order.length === gamesPerMatch && set === order.length - 1 && gamesPerMatch > 1;
    const target = deciding ? 15 : 25;
    const margin = 2 + ((variation + set * 3) % (deciding ? 5 : 8));
    return fromWinner(side, target, target - margin);
  });
}

/** A kickball score in runs. */
export function runScores(winner: Side, variation: number): GameScore[] {
  const winnerRuns = 4 + (variation % 7);
  return [fromWinner(winner, winnerRuns, Math.max(0, winnerRuns - 1 - (variation % 4)))];
}

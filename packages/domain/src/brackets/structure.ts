import type { BracketGameSpec, BracketSide, BracketSource } from '../schemas/schedule.js';

type Source = BracketSource | { kind: 'empty' };

interface Draft {
  id: number;
  side: BracketSide;
  round: number;
  home: Source;
  away: Source;
  if_necessary: boolean;
}

/** First-round seed order of a bracket of `size` (a power of two): 1 v size, and seeds 1 and 2 can only meet in the final. */
export function seedOrder(size: number): number[] {
  let order = [1];
  while (order.length < size) {
    const next = order.length * 2;
    order = order.flatMap((seed) => [seed, next + 1 - seed]);
  }
  return order;
}

/** Drafts the full bracket of a power-of-two size; seeds above the team count are empty and simplified away later. */
function draftBracket(type: 'single-elimination' | 'double-elimination', teamCount: number, grandFinalReset: boolean, size: number): Draft[] {
  const drafts: Draft[] = [];
  const add = (side: BracketSide, round: number, home: Source, away: Source, if_necessary = false) => {
    drafts.push({ id: drafts.length + 1, side, round, home, away, if_necessary });
    return drafts.length;
  };
  const seed = (value: number): Source => (value <= teamCount ? { kind: 'seed', seed: value } : { kind: 'empty' });
  const winner = (game: number): Source => ({ kind: 'winner', game });
  const loser = (game: number): Source => ({ kind: 'loser', game });

  const order = seedOrder(size);
  const winnersRounds: number[][] = [];
  let current = Array.from({ length: size / 2 }, (_, index) => add('winners', 1, seed(order[2 * index]!), seed(order[2 * index + 1]!)));
  winnersRounds.push(current);
  for (let round = 2; current.length > 1; round += 1) {
    const previous = current;
    current = Array.from({ length: previous.length / 2 }, (_, index) => add('winners', round, winner(previous[2 * index]!), winner(previous[2 * index + 1]!)));
    winnersRounds.push(current);
  }
  const winnersFinal = current[0]!;
  if (type === 'single-elimination') return drafts;

  // Losers' bracket: round 1 pairs the first-round losers; each even round meets the losers dropping from the
  // next winners round, in reverse order so each lands in the opposite half; odd rounds pair the survivors.
  let survivors: Source[];
  if (winnersRounds.length === 1) survivors = [loser(winnersFinal)];
  else {
    const first = winnersRounds[0]!;
    let losersRound = 1;
    let games = Array.from({ length: first.length / 2 }, (_, index) => add('losers', losersRound, loser(first[2 * index]!), loser(first[2 * index + 1]!)));
    for (let drop = 1; drop < winnersRounds.length; drop += 1) {
      const dropping = [...winnersRounds[drop]!].reverse();
      losersRound += 1;
      const survivorsOf = games;
      games = survivorsOf.map((game, index) => add('losers', losersRound, winner(game), loser(dropping[index]!)));
      if (drop < winnersRounds.length - 1) {
        losersRound += 1;
        const pairs = games;
        games = Array.from({ length: pairs.length / 2 }, (_, index) => add('losers', losersRound, winner(pairs[2 * index]!), winner(pairs[2 * index + 1]!)));
      }
    }
    survivors = [winner(games[0]!)];
  }
  const grandFinal = add('final', 1, winner(winnersFinal), survivors[0]!);
  if (grandFinalReset) add('final', 2, winner(grandFinal), loser(grandFinal), true);
  return drafts;
}

/** What a removed game hands on: its winner and its loser, each a real source or empty. */
interface Outcome {
  winner: Source;
  loser: Source;
}

const SIDE_ORDER: Record<BracketSide, number> = { winners: 0, losers: 1, final: 2 };

/**
 * The games of a single- or double-elimination bracket for 2 to 32 seeded teams (spec §4 bracket types).
 * Seeds are paired 1 v N in the standard order, so byes (the seeds missing from a power-of-two bracket)
 * go to the top seeds. Double elimination drops the losers of each winners round into the opposite half of
 * the losers' bracket and ends with a grand final, plus a reset played only if the losers' champion wins it.
 * Games a bye leaves with one side or none are removed and their team flows on. Games are numbered in
 * playing order (every game after those it depends on), rounds renumbered per side from 1.
 */
export function buildBracket(type: 'single-elimination' | 'double-elimination', teamCount: number, grandFinalReset: boolean): BracketGameSpec[] {
  if (!Number.isInteger(teamCount) || teamCount < 2 || teamCount > 32) throw new RangeError('A bracket needs 2 to 32 teams');
  let size = 2;
  while (size < teamCount) size *= 2;
  const drafts = draftBracket(type, teamCount, grandFinalReset, size);

  const outcomes = new Map<number, Outcome>();
  const substitute = (source: Source): Source => {
    if (source.kind !== 'winner' && source.kind !== 'loser') return source;
    const outcome = outcomes.get(source.game);
    return outcome ? outcome[source.kind] : source;
  };
  const kept: (Draft & { level: number })[] = [];
  const levels = new Map<number, number>();
  for (const draft of drafts) {
    const home = substitute(draft.home);
    const away = substitute(draft.away);
    if (home.kind === 'empty' || away.kind === 'empty') {
      outcomes.set(draft.id, { winner: home.kind === 'empty' ? away : home, loser: { kind: 'empty' } });
      continue;
    }
    const levelOf = (source: Source) => (source.kind === 'winner' || source.kind === 'loser' ? levels.get(source.game)! : 0);
    const level = Math.max(levelOf(home), levelOf(away)) + 1;
    levels.set(draft.id, level);
    kept.push({ ...draft, home, away, level });
  }

  kept.sort((a, b) => a.level - b.level || SIDE_ORDER[a.side] - SIDE_ORDER[b.side] || a.id - b.id);
  const numberOf = new Map(kept.map((draft, index) => [draft.id, index + 1]));
  const roundsOf = new Map<BracketSide, number[]>();
  for (const draft of kept)
    roundsOf.set(
      draft.side,
      [...new Set([...(roundsOf.get(draft.side) ?? []), draft.round])].sort((a, b) => a - b),
    );
  const renumber = (source: Source): BracketSource => {
    if (source.kind === 'empty') throw new Error('An empty side survived the bracket’s simplification');
    return source.kind === 'seed' ? source : { kind: source.kind, game: numberOf.get(source.game)! };
  };
  return kept.map((draft) => ({
    number: numberOf.get(draft.id)!,
    side: draft.side,
    round: roundsOf.get(draft.side)!.indexOf(draft.round) + 1,
    home: renumber(draft.home),
    away: renumber(draft.away),
    if_necessary: draft.if_necessary,
  }));
}

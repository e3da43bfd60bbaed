import type { Bracket } from '@matchday/domain';
import type { Executor } from '../../db/database.js';
import { findBracket } from './bracket-repository.js';
import { loadBracket } from './bracket-view.js';

/** The league's bracket, or null before it has one (what another module may read of a league's playoffs). */
export async function bracketOfLeague(db: Executor, league: { id: string; clubId: string; name: string }): Promise<Bracket | null> {
  const bracket = await findBracket(db, league.id);
  return bracket ? loadBracket(db, league, bracket) : null;
}

import type { LeagueRules } from '@matchday/domain';
import type { Executor } from '../../db/database.js';
import { updateLeague } from './repository.js';

/** Stores the league's rules (match format, points, tiebreakers); the caller checked them against the league, which it holds locked. */
export async function saveLeagueRules(tx: Executor, leagueId: string, rules: LeagueRules, at: Date): Promise<void> {
  await updateLeague(tx, leagueId, { rules, updatedAt: at });
}

import type { LeagueRules } from '@matchday/domain';
import type { Executor } from '../../db/database.js';
import { updateLeague } from './repository.js';

/** Stores the league's rules (match format, points, tiebreakers); the caller checked them against the league, which it holds locked. */
export function saveLeagueRules(tx: Executor, leagueId: string, rules: LeagueRules, at: Date): Promise<void> {
  return updateLeague(tx, leagueId, { rules, updatedAt: at });
}

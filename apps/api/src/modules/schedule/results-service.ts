import { checkSeasonAction, matchResult, parseStoredRules, type GameList, type LeagueRules, type ScoresInputSchema } from '@matchday/domain';
import type { z } from 'zod';
import type { Database } from '../../db/database.js';
import { inTransaction } from '../../db/transaction.js';
import type { Clock } from '../../lib/clock.js';
import { conflict } from '../../lib/http-error.js';
import { assertSeasonAllows } from '../../lib/season-rule.js';
import { recordAudit, type Actor } from '../audit/recorder.js';
import type { ClubRow } from '../clubs/club-row.js';
import { loadGames } from '../games/load-games.js';
import { findLeague, lockEditableLeague } from '../leagues/league-access.js';
import { saveLeagueRules } from '../leagues/league-rules.js';
import { rederiveBracket } from '../playoffs/rederive.js';
import { auditGame } from './game-audit.js';
import { lockGames, mostGamesScored, updateGames } from './repository.js';
import { checkResults } from './result-checks.js';

type ScoresInput = z.output<typeof ScoresInputSchema>;

/** A league's results and the rules they are scored by. */
export function createResultsService({ db, clock }: { db: Database; clock: Clock }) {
  return {
    /**
     * A batch of results in one transaction: each game's scores, its match result by the spec §4 rule, and,
     * when playoff games are among them, the bracket re-derived. One bad game and nothing is saved.
     */
    async saveScores(club: ClubRow, leagueId: string, input: ScoresInput, actor: Actor): Promise<GameList> {
      return inTransaction(db, async (tx) => {
        const league = await lockEditableLeague(tx, club.id, leagueId, 'share');
        assertSeasonAllows(checkSeasonAction(league.status, 'enter_results'));
        const at = clock();
        const ids = input.results.map((result) => result.game_id);
        const rows = new Map((await lockGames(tx, league.id, ids)).map((row) => [row.id, row]));
        checkResults(input, rows, parseStoredRules(league.rules), at);
        const before = await loadGames(tx, league, { gameIds: ids });
        for (const result of input.results) {
          const outcome = matchResult(result.scores);
          await updateGames(tx, [result.game_id], {
            scores: result.scores,
            homePoints: outcome.home_points,
            awayPoints: outcome.away_points,
            winner: outcome.winner,
            updatedAt: at,
          });
        }
        if (input.results.some((result) => rows.get(result.game_id)!.stage === 'playoff')) await rederiveBracket(tx, league, { actor, at });
        const after = await loadGames(tx, league, { gameIds: ids });
        for (const game of after)
          await auditGame(
            tx,
            { clubId: club.id, actor, at },
            before.find((old) => old.id === game.id)!,
            game,
          );
        return { games: after };
      });
    },

    async rules(club: ClubRow, leagueId: string): Promise<LeagueRules> {
      return parseStoredRules((await findLeague(db, club.id, leagueId)).rules);
    },

    /** New rules; a match format cannot shrink below the games already scored in one match. */
    async saveRules(club: ClubRow, leagueId: string, input: LeagueRules, actor: Actor): Promise<LeagueRules> {
      return inTransaction(db, async (tx) => {
        const league = await lockEditableLeague(tx, club.id, leagueId, 'update');
        const most = await mostGamesScored(tx, league.id);
        if (input.games_per_match < most)
          throw conflict('games_per_match', `A match already has ${most} games scored: the league needs at least ${most} games per match`);
        const before = parseStoredRules(league.rules);
        const at = clock();
        await saveLeagueRules(tx, league.id, input, at);
        await recordAudit(tx, {
          clubId: club.id,
          actor,
          action: 'update',
          entityType: 'league',
          entityId: league.id,
          entityLabel: league.name,
          leagueId: league.id,
          before: { rules: before },
          after: { rules: input },
          at,
        });
        return input;
      });
    },
  };
}

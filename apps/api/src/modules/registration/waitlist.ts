import type { FastifyInstance } from 'fastify';
import { newId, teamPlacesLeft, type WaitlistJoinInputSchema } from '@matchday/domain';
import type { z } from 'zod';
import { inTransaction } from '../../db/transaction.js';
import { HttpError } from '../../lib/http-error.js';
import type { ClubRow } from '../clubs/club-row.js';
import { publicLeague } from './league-gate.js';
import { teamPlacesOf } from './team-places.js';
import { activeEntryOf, insertWaitlistEntry, positionOf } from './waitlist-repository.js';

/** A place on a full league's waitlist (once per person and league); its position among those still waiting. */
export async function joinWaitlist(app: FastifyInstance, club: ClubRow, leagueId: string, email: string, input: z.output<typeof WaitlistJoinInputSchema>) {
  return inTransaction(app.db, async (tx) => {
    const league = await publicLeague(tx, club, leagueId, 'update');
    if (input.kind === 'player' && league.registrationType === 'teams_only')
      throw new HttpError(422, 'free_agents_not_allowed', 'This league takes teams only, not free agents');
    // Counted as the public pages and the registration count (a place offered to another team is not free).
    if (input.kind === 'team' && teamPlacesLeft((await teamPlacesOf(tx, [league], app.clock())).get(league.id)!) > 0)
      throw new HttpError(409, 'conflict', 'This league still has a team place: register instead');
    const existing = await activeEntryOf(tx, league.id, email);
    if (existing) return { id: existing.id, position: await positionOf(tx, existing) };
    const entry = {
      id: newId(),
      clubId: club.id,
      leagueId: league.id,
      kind: input.kind,
      email,
      name: input.name,
      teamName: input.team_name,
      status: 'waiting' as const,
      createdAt: app.clock(),
    };
    await insertWaitlistEntry(tx, entry);
    return { id: entry.id, position: await positionOf(tx, { ...entry, offerToken: null, offerExpiresAt: null }) };
  });
}

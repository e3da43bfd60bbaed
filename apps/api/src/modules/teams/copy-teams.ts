import { newId } from '@matchday/domain';
import type { Executor } from '../../db/database.js';
import { clubById } from '../clubs/club-by-id.js';
import { findLeague } from '../leagues/league-access.js';
import type { WriteContext } from '../players/player-writer.js';
import { copyAnswers } from './answers-copy.js';
import { auditRegistration, auditTeam } from './league-audit.js';
import { withAnswers } from './registration-loader.js';
import { insertRegistrations, registrationsOfLeague } from './registration-repository.js';
import { playerNameOf } from './registration-view.js';
import { insertTeams, teamsOfLeague } from './team-repository.js';
import type { ChargeOnCreation } from './fees-on-creation.js';

/**
 * A league's teams with their rosters and captains into its duplicate: fresh registrations, unpaid, with the
 * answers their players gave to the questions the new league asks (all it requires, or none of it is written), each
 * team and registration owing what the duplicate's payment mode charges (as if the admin created them there today).
 */
export async function copyTeams(tx: Executor, chargeOnCreation: ChargeOnCreation, sourceId: string, targetId: string, context: WriteContext): Promise<void> {
  const sourceTeams = await teamsOfLeague(tx, sourceId);
  const teamIds = new Map(sourceTeams.map((team) => [team.id, newId()]));
  const stamps = { createdAt: context.at, updatedAt: context.at };
  await insertTeams(
    tx,
    sourceTeams.map((team) => ({ id: teamIds.get(team.id) as string, leagueId: targetId, name: team.name, captainPlayerId: team.captainPlayerId, ...stamps })),
  );
  const rostered = (await registrationsOfLeague(tx, sourceId)).filter((registration) => registration.teamId !== null);
  const copies = rostered.map((registration) => ({
    from: registration.id,
    to: newId(),
    playerId: registration.player.id,
    playerName: playerNameOf(registration),
  }));
  await insertRegistrations(
    tx,
    rostered.map((registration, index) => ({
      id: copies[index]!.to,
      leagueId: targetId,
      playerId: registration.player.id,
      teamId: teamIds.get(registration.teamId as string) as string,
      paymentStatus: 'unpaid' as const,
      ...stamps,
    })),
  );
  await copyAnswers(tx, targetId, copies);
  const rosterSizes = new Map(sourceTeams.map((team) => [team.id, rostered.filter((registration) => registration.teamId === team.id).length]));
  const club = (await clubById(tx, context.clubId))!;
  await chargeOnCreation(
    tx,
    { league: await findLeague(tx, context.clubId, targetId), actor: context.actor, at: context.at, timezone: club.timezone },
    {
      teams: sourceTeams.map((team) => ({ id: teamIds.get(team.id)!, rosterSize: rosterSizes.get(team.id)! })),
      registrations: rostered.map((registration, index) => ({
        id: copies[index]!.to,
        teamId: teamIds.get(registration.teamId!)!,
        rosterAfterJoin: null,
      })),
    },
  );

  const leagueContext = { ...context, leagueId: targetId };
  for (const team of await teamsOfLeague(tx, targetId)) await auditTeam(tx, leagueContext, 'create', null, team);
  for (const registration of await withAnswers(tx, await registrationsOfLeague(tx, targetId))) {
    await auditRegistration(tx, leagueContext, 'create', null, registration);
  }
}

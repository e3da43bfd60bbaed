import type { AuditAction, RegistrationWithTeam } from '@matchday/domain';
import type { Executor } from '../../db/database.js';
import { recordAudit } from '../audit/recorder.js';
import type { WriteContext } from '../players/player-writer.js';
import { registrationSnapshot } from './registration-view.js';
import type { TeamRecord } from './team-repository.js';
import { teamSnapshot } from './team-view.js';

/** A write inside one league: its audit entries carry the league so the league's History lists them. */
export interface LeagueWriteContext extends WriteContext {
  leagueId: string;
}

/** Audits a registration; before is null for a create, after is null for a delete. */
export async function auditRegistration(
  tx: Executor,
  context: LeagueWriteContext,
  action: AuditAction,
  before: RegistrationWithTeam | null,
  after: RegistrationWithTeam | null,
): Promise<void> {
  const subject = (after ?? before)!;
  await recordAudit(tx, {
    clubId: context.clubId,
    actor: context.actor,
    action,
    entityType: 'registration',
    entityId: subject.id,
    entityLabel: `${subject.player.first_name} ${subject.player.last_name}`,
    leagueId: context.leagueId,
    before: before && registrationSnapshot(before),
    after: after && registrationSnapshot(after),
    at: context.at,
  });
}

/** Audits a team; before is null for a create, after is null for a delete. */
export async function auditTeam(
  tx: Executor,
  context: LeagueWriteContext,
  action: AuditAction,
  before: TeamRecord | null,
  after: TeamRecord | null,
): Promise<void> {
  const subject = (after ?? before)!;
  await recordAudit(tx, {
    clubId: context.clubId,
    actor: context.actor,
    action,
    entityType: 'team',
    entityId: subject.id,
    entityLabel: subject.name,
    leagueId: context.leagueId,
    before: before && teamSnapshot(before),
    after: after && teamSnapshot(after),
    at: context.at,
  });
}

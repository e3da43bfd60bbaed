import { auditChanges, newId, type AuditAction, type AuditEntity } from '@matchday/domain';
import type { FastifyRequest } from 'fastify';
import type { Executor } from '../../db/database.js';
import { auditLog } from '../../db/schema.js';
import { sessionOf } from '../../plugins/auth.js';

/** Who made a change: the signed-in user, or the system (imports of the seed). */
export interface Actor {
  id: string | null;
  name: string;
}

export const actorOf = (request: FastifyRequest): Actor => {
  const { user } = sessionOf(request);
  return { id: user.id, name: user.name };
};

export interface AuditRecord {
  clubId: string;
  actor: Actor;
  action: AuditAction;
  entityType: AuditEntity;
  entityId: string;
  entityLabel: string;
  leagueId?: string | null;
  /** Snapshots in API field names; null before a create and after a delete. */
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  at: Date;
}

/**
 * Writes one audit entry. Call it with the transaction of the change itself, so the log and the
 * change commit or roll back together. An update that changed nothing writes nothing.
 */
export async function recordAudit(tx: Executor, record: AuditRecord): Promise<void> {
  const changes = auditChanges(record.before, record.after);
  if (record.action === 'update' && Object.keys(changes).length === 0) return;
  await tx.insert(auditLog).values({
    id: newId(),
    clubId: record.clubId,
    actorUserId: record.actor.id,
    actorName: record.actor.name,
    action: record.action,
    entityType: record.entityType,
    entityId: record.entityId,
    entityLabel: record.entityLabel,
    leagueId: record.leagueId ?? null,
    changes,
    createdAt: record.at,
  });
}

/**
 * The audit writer of one kind of club record: how the record is named in the log and what of it is
 * kept. Call it with null before a create and null after a delete.
 */
export function auditorFor<T extends { id: string }>(
  entityType: AuditEntity,
  labelOf: (record: T) => string,
  snapshot: (record: T) => Record<string, unknown>,
) {
  return (tx: Executor, club: { id: string }, actor: Actor, at: Date, action: AuditAction, before: T | null, after: T | null): Promise<void> => {
    const subject = (after ?? before)!;
    return recordAudit(tx, {
      clubId: club.id,
      actor,
      action,
      entityType,
      entityId: subject.id,
      entityLabel: labelOf(subject),
      before: before && snapshot(before),
      after: after && snapshot(after),
      at,
    });
  };
}

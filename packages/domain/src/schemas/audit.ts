import { z } from 'zod';
import { AUDIT_ACTIONS, AUDIT_ENTITIES } from '../audit.js';
import { IdSchema } from '../ids.js';
import { DateOnlySchema, ListQuerySchema, pageOf } from './common.js';

export const AuditActionSchema = z.enum(AUDIT_ACTIONS);
export const AuditEntitySchema = z.enum(AUDIT_ENTITIES);

/** One change: who made it, when, to which record, and each changed field before and after. */
export const AuditEntrySchema = z
  .object({
    id: IdSchema,
    action: AuditActionSchema,
    entity_type: AuditEntitySchema,
    entity_id: IdSchema,
    entity_label: z.string(),
    league_id: IdSchema.nullable(),
    actor: z.object({ id: IdSchema.nullable(), name: z.string() }),
    changes: z.record(z.string(), z.object({ before: z.unknown(), after: z.unknown() })),
    created_at: z.string(),
  })
  .meta({ id: 'AuditEntry' });
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

/** GET /api/{slug}/audit: the club's log, newest first, filterable; a record's History passes entity_type and entity_id. */
export const AuditListQuerySchema = ListQuerySchema.omit({ order: true }).extend({
  entity_type: AuditEntitySchema.optional(),
  entity_id: IdSchema.optional(),
  league_id: IdSchema.optional(),
  action: AuditActionSchema.optional(),
  actor_id: IdSchema.optional(),
  from: DateOnlySchema.optional(),
  to: DateOnlySchema.optional(),
});
export type AuditListQuery = z.infer<typeof AuditListQuerySchema>;
export const AuditPageSchema = pageOf(AuditEntrySchema).meta({ id: 'AuditPage' });

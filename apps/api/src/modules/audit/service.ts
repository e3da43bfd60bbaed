import { addDays, type AuditEntry, type AuditListQuery, type Page } from '@matchday/domain';
import type { Database } from '../../db/database.js';
import { fieldError } from '../../lib/http-error.js';
import { pageWindow, toPage } from '../../lib/pagination.js';
import type { ClubRow } from '../clubs/club-row.js';
import { toAuditEntry } from './audit-view.js';
import { startOfDay } from './day-bounds.js';
import * as repo from './repository.js';

export function createAuditService({ db }: { db: Database }) {
  const auditPage = repo.auditPages(db);
  return {
    /** The club's log, newest first. `from` and `to` are whole days in the club's timezone, both included. */
    async list(club: ClubRow, query: AuditListQuery): Promise<Page<AuditEntry>> {
      if (query.from && query.to && query.to < query.from) throw fieldError('to', 'Must be on or after the start date');
      const { rows, total } = await auditPage(
        club.id,
        {
          entityType: query.entity_type,
          entityId: query.entity_id,
          leagueId: query.league_id,
          action: query.action,
          actorId: query.actor_id,
          since: query.from ? startOfDay(query.from, club.timezone) : undefined,
          before: query.to ? startOfDay(addDays(query.to, 1), club.timezone) : undefined,
          q: query.q,
        },
        pageWindow(query),
      );
      return toPage(rows.map(toAuditEntry), total, query);
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;

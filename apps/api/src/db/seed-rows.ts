import { auditChanges, newId, type AuditEntity } from '@matchday/domain';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from './database.js';
import {
  auditLog,
  brackets,
  games,
  leagueLocations,
  leagueQuestions,
  leagues,
  locations,
  players,
  playingAreas,
  questions,
  registrationAnswers,
  registrations,
  teams,
} from './schema.js';

/** Whoever reads a History entry written by the seed sees this as the author. */
export const DEMO_ACTOR_NAME = 'Matchday demo data';

export interface CreatedRecord {
  clubId: string;
  entityType: AuditEntity;
  entityId: string;
  entityLabel: string;
  leagueId?: string;
  /** The record in API field names, as the module's own create would log it. */
  snapshot: Record<string, unknown>;
}

/**
 * The demo data's rows, gathered before anything is written so that each table takes a single insert
 * (one statement per record would make every fresh start noticeably slower on PGlite).
 */
export class SeedRows {
  readonly locations: (typeof locations.$inferInsert)[] = [];
  readonly playingAreas: (typeof playingAreas.$inferInsert)[] = [];
  readonly questions: (typeof questions.$inferInsert)[] = [];
  readonly leagues: (typeof leagues.$inferInsert)[] = [];
  readonly leagueLocations: (typeof leagueLocations.$inferInsert)[] = [];
  readonly leagueQuestions: (typeof leagueQuestions.$inferInsert)[] = [];
  readonly players: (typeof players.$inferInsert)[] = [];
  readonly teams: (typeof teams.$inferInsert)[] = [];
  readonly registrations: (typeof registrations.$inferInsert)[] = [];
  readonly registrationAnswers: (typeof registrationAnswers.$inferInsert)[] = [];
  readonly brackets: (typeof brackets.$inferInsert)[] = [];
  readonly games: (typeof games.$inferInsert)[] = [];
  readonly auditLog: (typeof auditLog.$inferInsert)[] = [];

  constructor(private readonly at: Date) {}

  /** The 'create' History entry of a seeded record. */
  created(record: CreatedRecord): void {
    this.auditLog.push({
      id: newId(),
      clubId: record.clubId,
      actorUserId: null,
      actorName: DEMO_ACTOR_NAME,
      action: 'create',
      entityType: record.entityType,
      entityId: record.entityId,
      entityLabel: record.entityLabel,
      leagueId: record.leagueId ?? null,
      changes: auditChanges(null, record.snapshot),
      createdAt: this.at,
    });
  }

  /** Parents before children, for the foreign keys. */
  async insert(tx: Executor): Promise<void> {
    await insertAll(tx, locations, this.locations);
    await insertAll(tx, playingAreas, this.playingAreas);
    await insertAll(tx, questions, this.questions);
    await insertAll(tx, leagues, this.leagues);
    await insertAll(tx, leagueLocations, this.leagueLocations);
    await insertAll(tx, leagueQuestions, this.leagueQuestions);
    await insertAll(tx, players, this.players);
    await insertAll(tx, teams, this.teams);
    await insertAll(tx, registrations, this.registrations);
    await insertAll(tx, registrationAnswers, this.registrationAnswers);
    await insertAll(tx, brackets, this.brackets);
    await insertAll(tx, games, this.games);
    await insertAll(tx, auditLog, this.auditLog);
  }
}

async function insertAll<T extends PgTable>(tx: Executor, table: T, rows: T['$inferInsert'][]): Promise<void> {
  if (rows.length > 0) await tx.insert(table).values(rows);
}

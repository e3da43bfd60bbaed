import type { Waiver, WaiverInput } from '@matchday/domain';
import type { Database, Executor } from '../../db/database.js';
import { inTransaction } from '../../db/transaction.js';
import type { Clock } from '../../lib/clock.js';
import { recordAudit, type Actor } from '../audit/recorder.js';
import type { ClubRow } from '../clubs/club-row.js';
import { latestWaiverVersion, lockWaiver, saveWaiver, waiverVersionCount } from './waiver-repository.js';

async function waiverOf(db: Executor, clubId: string): Promise<Waiver> {
  const [latest, versions] = await Promise.all([latestWaiverVersion(db, clubId), waiverVersionCount(db, clubId)]);
  const inForce = latest && latest.body !== '' ? latest : undefined;
  return {
    body: inForce?.body ?? '',
    sha256: inForce?.sha256 ?? null,
    updated_at: latest ? latest.createdAt.toISOString() : null,
    version_count: versions,
  };
}

/** What History keeps of a waiver: its version and hash (the texts themselves stay in their versions, pages long). */
const snapshotOf = (waiver: Waiver) => ({ version: waiver.version_count, sha256: waiver.sha256 });

/** The club's registration waiver, as its admin reads and edits it. */
export function createWaiverService({ db, clock }: { db: Database; clock: Clock }) {
  return {
    get: (club: ClubRow): Promise<Waiver> => waiverOf(db, club.id),

    save: (club: ClubRow, input: WaiverInput, actor: Actor): Promise<Waiver> =>
      inTransaction(db, async (tx) => {
        const at = clock();
        await lockWaiver(tx, club.id);
        const before = await waiverOf(tx, club.id);
        if (!(await saveWaiver(tx, club.id, input.body, at))) return before;
        const after = await waiverOf(tx, club.id);
        const action = before.sha256 === null ? 'create' : after.sha256 === null ? 'delete' : 'update';
        await recordAudit(tx, {
          clubId: club.id,
          actor,
          action,
          entityType: 'waiver',
          entityId: club.id,
          entityLabel: club.name,
          before: action === 'create' ? null : snapshotOf(before),
          after: action === 'delete' ? null : snapshotOf(after),
          at,
        });
        return after;
      }),
  };
}

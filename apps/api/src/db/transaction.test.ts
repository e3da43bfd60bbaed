import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, like } from 'drizzle-orm';
import { newId } from '@matchday/domain';
import { openTestDatabase } from '../../test/helper.js';
import type { DatabaseHandle } from './client.js';
import { outbox } from './schema.js';
import { inTransaction } from './transaction.js';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const message = (recipient: string) => ({ id: newId(), recipient, subject: 's', body: 'b' });

describe('inTransaction', () => {
  it('keeps concurrent transactions apart: a rollback never takes another request’s writes with it', async () => {
    const { db } = database;
    const work = Array.from({ length: 30 }, (_, index) =>
      inTransaction(db, async (tx) => {
        await tx.insert(outbox).values(message(`tx-${index}-a@example.com`));
        await new Promise((resolve) => setTimeout(resolve, index % 3));
        await tx.insert(outbox).values(message(`tx-${index}-b@example.com`));
        if (index % 2 === 1) throw new Error('roll me back');
      }).then(
        () => 'committed',
        () => 'rolled back',
      ),
    );
    const outside = Array.from({ length: 10 }, (_, index) => db.insert(outbox).values(message(`tx-outside-${index}@example.com`)));
    const results = await Promise.all([...work, ...outside]);
    expect(results.filter((result) => result === 'committed')).toHaveLength(15);

    const rows = await db.select({ recipient: outbox.recipient }).from(outbox).where(like(outbox.recipient, 'tx-%'));
    const recipients = new Set(rows.map((row) => row.recipient));
    expect(rows).toHaveLength(15 * 2 + 10);
    for (let index = 0; index < 30; index += 1) {
      const expected = index % 2 === 0;
      expect(recipients.has(`tx-${index}-a@example.com`)).toBe(expected);
      expect(recipients.has(`tx-${index}-b@example.com`)).toBe(expected);
    }
  });

  it('returns the work’s value and commits it', async () => {
    const id = await inTransaction(database.db, async (tx) => {
      const row = message('value@example.com');
      await tx.insert(outbox).values(row);
      return row.id;
    });
    expect(await database.db.select().from(outbox).where(eq(outbox.id, id))).toHaveLength(1);
  });
});

import { afterAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, useTestApp } from '../../../test/helper.js';
import { startSmtpSink } from '../../../test/smtp-sink.js';
import { jobs, outbox } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';

const sink = await startSmtpSink();
afterAll(() => sink.close());
const t = useTestApp({ SMTP_URL: sink.url });

const outboxTo = (recipient: string) => t.database.db.select().from(outbox).where(eq(outbox.recipient, recipient));
const mailJob = async (outboxId: string) =>
  (
    await t.database.db
      .select()
      .from(jobs)
      .where(eq(jobs.key, `mail:${outboxId}`))
  )[0];
const receivedBy = (recipient: string) => sink.received.filter((mail) => mail.to.includes(recipient));

describe('mail goes through the job queue', () => {
  it('keeps the message, delivers it once when its job runs, with text, HTML and a stable Message-ID', async () => {
    await t.app.mailer.send({ to: 'buyer@example.com', subject: 'Your receipt', text: 'Paid: $25.00', html: '<p>Paid: <b>$25.00</b></p>' });
    const [stored] = await outboxTo('buyer@example.com');
    expect(stored).toMatchObject({ subject: 'Your receipt', body: 'Paid: $25.00', sentAt: null });
    expect(receivedBy('buyer@example.com')).toHaveLength(0);

    expect(await t.app.jobs.drain()).toBe(1);
    const [mail, ...more] = receivedBy('buyer@example.com');
    expect(more).toEqual([]);
    expect(mail).toMatchObject({
      subject: 'Your receipt',
      body: 'Paid: $25.00',
      html: '<p>Paid: <b>$25.00</b></p>',
      messageId: `<${stored!.id}@matchday.local>`,
    });
    expect(mail!.headers.get('from')).toMatchObject({ value: [{ name: 'Matchday', address: 'no-reply@matchday.local' }] });
    expect((await outboxTo('buyer@example.com'))[0]!.sentAt).toEqual(t.clock());
    expect((await mailJob(stored!.id))!.doneAt).not.toBeNull();

    // The job run again (its worker died before recording the outcome) finds the message sent and sends nothing.
    await t.database.db
      .update(jobs)
      .set({ doneAt: null })
      .where(eq(jobs.key, `mail:${stored!.id}`));
    expect(await t.app.jobs.drain()).toBe(1);
    expect(receivedBy('buyer@example.com')).toHaveLength(1);
  });

  it('keeps and queues nothing when the transaction it was sent in rolls back', async () => {
    const failed = inTransaction(t.app.db, async (tx) => {
      await t.app.mailer.send({ to: 'rolled-back@example.com', subject: 'Never', text: 'Never sent' }, tx);
      throw new Error('the payment failed');
    });
    await expect(failed).rejects.toThrow('the payment failed');
    expect(await outboxTo('rolled-back@example.com')).toHaveLength(0);
    expect(await t.app.jobs.drain()).toBe(0);
    expect(receivedBy('rolled-back@example.com')).toHaveLength(0);
  });

  it('sends a message with secrets in a transaction through the queue, and keeps its secret only until sent', async () => {
    const link = 'https://matchday.test/c/club2/register?offer=offer-token-1234567890';
    await inTransaction(t.app.db, (tx) =>
      t.app.mailer.send({ to: 'waiting@example.com', subject: 'A place opened', text: `Register here:\n${link}`, secrets: ['offer-token-1234567890'] }, tx),
    );
    const [stored] = await outboxTo('waiting@example.com');
    expect(stored!.body).not.toContain('offer-token');
    expect(JSON.stringify((await mailJob(stored!.id))!.payload)).toContain('offer-token-1234567890');

    expect(await t.app.jobs.drain()).toBe(1);
    expect(receivedBy('waiting@example.com').map((mail) => mail.body.trim())).toEqual([`Register here:\n${link}`]);
    const done = (await mailJob(stored!.id))!;
    expect(done.doneAt).not.toBeNull();
    expect(JSON.stringify(done.payload)).not.toContain('offer-token');
  });
});

describe('a delivery that fails', () => {
  it('records the error on the message and retries the job later', async () => {
    // Port 1 on loopback refuses the connection at once.
    const broken = await createTestApp({ SMTP_URL: 'smtp://127.0.0.1:1' });
    try {
      await broken.app.mailer.send({ to: 'nobody@example.com', subject: 'Hello', text: 'Hi', clubId: null });
      expect(await broken.app.jobs.drain()).toBe(1);
      const [stored] = await broken.database.db.select().from(outbox).where(eq(outbox.recipient, 'nobody@example.com'));
      expect(stored!.sentAt).toBeNull();
      expect(stored!.error).toMatch(/ECONNREFUSED|connect/i);
      const job = (
        await broken.database.db
          .select()
          .from(jobs)
          .where(eq(jobs.key, `mail:${stored!.id}`))
      )[0]!;
      expect(job).toMatchObject({ attempts: 1, doneAt: null, deadAt: null });
      expect(job.runAt.getTime()).toBe(broken.clock().getTime() + 30_000);

      // A message with a secret that keeps failing: once dead, its secret is gone, and a retry cannot send it again.
      await inTransaction(broken.app.db, (tx) =>
        broken.app.mailer.send({ to: 'code@example.com', subject: 'Your code', text: 'Code: 493021', secrets: ['493021'] }, tx),
      );
      const [secret] = await broken.database.db.select().from(outbox).where(eq(outbox.recipient, 'code@example.com'));
      const secretJob = async () =>
        (
          await broken.database.db
            .select()
            .from(jobs)
            .where(eq(jobs.key, `mail:${secret!.id}`))
        )[0]!;
      for (let attempt = 0; attempt < 8; attempt += 1) {
        await broken.app.jobs.drain();
        broken.clock.advanceMinutes(61);
      }
      expect(await secretJob()).toMatchObject({ attempts: 8 });
      expect((await secretJob()).deadAt).not.toBeNull();
      expect(JSON.stringify((await secretJob()).payload)).not.toContain('493021');
      await broken.database.db
        .update(jobs)
        .set({ deadAt: null, attempts: 0, runAt: broken.clock() })
        .where(eq(jobs.id, (await secretJob()).id));
      await broken.app.jobs.drain();
      expect(await secretJob()).toMatchObject({ attempts: 1, lastError: expect.stringContaining('no longer kept') });
      expect((await secretJob()).deadAt).not.toBeNull();
    } finally {
      await broken.close();
    }
  });
});

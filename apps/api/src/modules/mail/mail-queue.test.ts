import { afterAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FailedJob } from '@matchday/domain';
import { bearer, createTestApp, useTestApp } from '../../../test/helper.js';
import { startSmtpSink } from '../../../test/smtp-sink.js';
import { clubs, jobs, outbox } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import { INTERRUPTED_SEND } from './mailer.js';
import { startScriptedSmtp } from './test-support.js';

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

describe('a delivery cut short between the mail server’s acceptance and the mark', () => {
  it('is not sent again on its own: it fails for good, saying it may have been delivered, and Retry sends it again with the same Message-ID', async () => {
    const [club1] = await t.database.db.select({ id: clubs.id }).from(clubs).where(eq(clubs.slug, 'club1'));
    await t.app.mailer.send({ to: 'interrupted@example.com', subject: 'Your receipt', text: 'Paid: $40.00', clubId: club1!.id });
    const [stored] = await outboxTo('interrupted@example.com');
    expect(await t.app.jobs.drain()).toBe(1);
    expect(receivedBy('interrupted@example.com')).toHaveLength(1);
    // What a worker killed after the server's acceptance leaves behind: the start recorded, no mark, the job unfinished.
    expect((await outboxTo('interrupted@example.com'))[0]!.sendStartedAt).not.toBeNull();
    await t.database.db.update(outbox).set({ sentAt: null }).where(eq(outbox.id, stored!.id));
    await t.database.db
      .update(jobs)
      .set({ doneAt: null, runAt: t.clock() })
      .where(eq(jobs.key, `mail:${stored!.id}`));

    expect(await t.app.jobs.drain()).toBe(1);
    expect(receivedBy('interrupted@example.com')).toHaveLength(1);
    const job = (await mailJob(stored!.id))!;
    expect(job).toMatchObject({ attempts: 2, lastError: INTERRUPTED_SEND });
    expect(job.deadAt).not.toBeNull();
    expect((await outboxTo('interrupted@example.com'))[0]).toMatchObject({ sentAt: null, error: INTERRUPTED_SEND });

    const admin = bearer(await t.loginAs('admin@example.com'));
    const failed = (await t.app.inject({ method: 'GET', url: '/api/club1/jobs/failed', headers: admin })).json<FailedJob[]>();
    expect(failed.find((task) => task.id === job.id)).toMatchObject({ last_error: INTERRUPTED_SEND });
    expect((await t.app.inject({ method: 'POST', url: `/api/club1/jobs/${job.id}/retry`, headers: admin })).statusCode).toBe(204);
    expect(await t.app.jobs.drain()).toBe(1);
    const [first, again] = receivedBy('interrupted@example.com');
    expect(again!.messageId).toBe(first!.messageId);
    expect((await outboxTo('interrupted@example.com'))[0]).toMatchObject({ sentAt: t.clock(), error: null });
  });

  it('still retries a failure the mail server reported, and delivers it once', async () => {
    // A server that answers the first message with a temporary failure and accepts the next.
    let refusals = 1;
    const accepted: string[] = [];
    const flaky = await startScriptedSmtp((recipient) => {
      if (refusals-- > 0) throw Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 });
      accepted.push(recipient);
    });
    const app = await createTestApp({ SMTP_URL: flaky.url });
    try {
      await app.app.mailer.send({ to: 'later@example.com', subject: 'Hello', text: 'Hi' });
      expect(await app.app.jobs.drain()).toBe(1);
      const [stored] = await app.database.db.select().from(outbox).where(eq(outbox.recipient, 'later@example.com'));
      expect(stored).toMatchObject({ sentAt: null, error: expect.stringContaining('Mailbox busy') });
      expect(stored!.sendStartedAt).not.toBeNull();
      app.clock.advanceMinutes(1);
      expect(await app.app.jobs.drain()).toBe(1);
      expect(accepted).toEqual(['later@example.com']);
      const [job] = await app.database.db
        .select()
        .from(jobs)
        .where(eq(jobs.key, `mail:${stored!.id}`));
      expect(job).toMatchObject({ attempts: 2, deadAt: null });
      expect(job!.doneAt).not.toBeNull();
    } finally {
      await app.close();
      await flaky.close();
    }
  });
});

import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import { newId } from '@matchday/domain';
import type { Database, Executor } from '../../db/database.js';
import { inTransaction } from '../../db/transaction.js';
import type { Env } from '../../env.js';
import type { Clock } from '../../lib/clock.js';
import { TRANSIENT_PAYLOAD_KEY, type JobQueue } from '../../lib/jobs/job-queue.js';
import { PermanentJobError } from '../../lib/jobs/permanent-job-error.js';
import { messageIdOf } from './message-id.js';
import { findMessage, insertMessage, markFailed, markSendStarted, markSent } from './repository.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** An HTML alternative of the text (a receipt); the outbox keeps the text. */
  html?: string;
  /** The club the message is about: its admin sees the delivery among the club's failed background tasks. */
  clubId?: string | null;
  /**
   * Parts of the text (a reset link, a sign-in code) that are delivered but never stored in the outbox or logged
   * outside development. Sent outside a transaction, such a message goes out at once from memory, never through the
   * job queue: a job would keep the secret in the database (its write-ahead log, its backups) until delivered, and a
   * link lost to a crash is simply asked for again. Sent in a transaction (the mail must exist only if the change
   * does), the full text rides in the job's transient payload, which the queue deletes once the job has run.
   */
  secrets?: readonly string[];
}

export interface MailerOptions {
  db: Database;
  clock: Clock;
  logger: FastifyBaseLogger;
  config: Pick<Env, 'SMTP_URL' | 'MAIL_FROM' | 'NODE_ENV'>;
  jobs: JobQueue;
}

export const MAIL_QUEUE = 'mail';

const REDACTED = '[removed: sent by mail only]';

const redact = (message: MailMessage) => (message.secrets ?? []).reduce((text, secret) => text.split(secret).join(REDACTED), message.text);

/** Why a message is not sent again on its own: the outbox and the club's failed background tasks say it. */
export const INTERRUPTED_SEND = 'The worker stopped while the mail server was receiving this message; it may have been delivered. Retry sends it again.';

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Every message is kept in the outbox with its delivery status, without its secrets, and delivered by a 'mail'
 * job enqueued with it (in the caller's transaction when given one: the mail exists only if the change does), so
 * a response never waits on an SMTP round trip and a failed delivery is retried. Without SMTP_URL the message is
 * logged instead: in full on a developer's machine, redacted anywhere else.
 */
export function createMailer({ db, clock, logger, config, jobs }: MailerOptions) {
  const transport = config.SMTP_URL ? nodemailer.createTransport(config.SMTP_URL) : null;
  const logInFull = config.NODE_ENV === 'development' || config.NODE_ENV === 'test';
  const deliveries = new Set<Promise<void>>();

  const logUnsent = (outboxId: string, message: Pick<MailMessage, 'to' | 'subject'>, text: string) =>
    logger.info({ outboxId, to: message.to, subject: message.subject, text }, 'Mail kept in the outbox (no SMTP_URL)');

  async function deliver(id: string, message: Omit<MailMessage, 'secrets'>, smtp: nodemailer.Transporter): Promise<void> {
    await markSendStarted(db, id, clock());
    try {
      await smtp.sendMail({
        from: config.MAIL_FROM,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        messageId: messageIdOf(id, config.MAIL_FROM),
      });
    } catch (error) {
      await markFailed(db, id, reasonOf(error)).catch(() => undefined);
      throw error;
    }
    await markSent(db, id, clock());
  }

  // Idempotent: a message already sent (the job ran again after its worker died) is not sent twice.
  jobs.handle(MAIL_QUEUE, async (payload, context) => {
    const row = await findMessage(db, String(payload.outbox_id));
    if (!row || row.sentAt) return;
    // A send started with neither a mark nor a failure recorded: its process died while the SMTP server may have
    // accepted the message. Sending again on its own could mail it twice, so it waits for an admin's Retry (which
    // counts attempts afresh: attempt 1 sends). A failure the server reported was recorded, and is retried as usual.
    if (context.attempt > 1 && row.sendStartedAt && row.error === null) {
      await markFailed(db, row.id, INTERRUPTED_SEND);
      throw new PermanentJobError(INTERRUPTED_SEND);
    }
    const fullText = (payload[TRANSIENT_PAYLOAD_KEY] as { text?: string } | undefined)?.text;
    if (payload.has_secrets && fullText === undefined)
      throw new PermanentJobError('The message carried a one-time link or code that is no longer kept: it cannot be sent again');
    const text = fullText ?? row.body;
    const message = { to: row.recipient, subject: row.subject, text, html: typeof payload.html === 'string' ? payload.html : undefined };
    if (!transport) return logUnsent(row.id, message, logInFull ? text : row.body);
    await deliver(row.id, message, transport);
  });
  jobs.describe(MAIL_QUEUE, (payload) => `E-mail “${String(payload.subject)}” to ${String(payload.to)}`);

  /** A message with secrets: stored redacted, delivered from memory in the background, once. */
  async function sendWithSecrets(id: string, message: MailMessage, stored: string): Promise<void> {
    await insertMessage(db, { id, recipient: message.to, subject: message.subject, body: stored, createdAt: clock() });
    if (!transport) return logUnsent(id, message, logInFull ? message.text : stored);
    const delivery = deliver(id, message, transport)
      .catch((error: unknown) => logger.error({ outboxId: id, reason: reasonOf(error) }, 'Mail delivery failed'))
      .finally(() => deliveries.delete(delivery));
    deliveries.add(delivery);
  }

  return {
    /** Keeps the message and queues its delivery, in `executor` (the caller's transaction) when given. */
    async send(message: MailMessage, executor?: Executor): Promise<void> {
      const id = newId();
      const stored = redact(message);
      const hasSecrets = Boolean(message.secrets?.length);
      if (hasSecrets && !executor) return sendWithSecrets(id, message, stored);
      const keep = async (tx: Executor) => {
        await insertMessage(tx, { id, recipient: message.to, subject: message.subject, body: stored, createdAt: clock() });
        await jobs.enqueue(tx, {
          queue: MAIL_QUEUE,
          key: `mail:${id}`,
          clubId: message.clubId ?? null,
          payload: {
            outbox_id: id,
            to: message.to,
            subject: message.subject,
            ...(message.html !== undefined && { html: message.html }),
            ...(hasSecrets && { has_secrets: true, [TRANSIENT_PAYLOAD_KEY]: { text: message.text } }),
          },
        });
      };
      if (executor) await keep(executor);
      else await inTransaction(db, keep);
    },
    /** Waits for deliveries under way, then closes the SMTP connection. */
    async close(): Promise<void> {
      await Promise.all(deliveries);
      transport?.close();
    },
  };
}

export type Mailer = ReturnType<typeof createMailer>;

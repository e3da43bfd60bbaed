import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import { newId } from '@matchday/domain';
import type { Database } from '../../db/database.js';
import type { Env } from '../../env.js';
import type { Clock } from '../../lib/clock.js';
import { insertMessage, markFailed, markSent } from './repository.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** Parts of the text (a reset link) that are delivered but never stored or logged outside development. */
  secrets?: readonly string[];
}

export interface MailerOptions {
  db: Database;
  clock: Clock;
  logger: FastifyBaseLogger;
  config: Pick<Env, 'SMTP_URL' | 'MAIL_FROM' | 'NODE_ENV'>;
}

const REDACTED = '[removed: sent by mail only]';

const redact = (message: MailMessage) => (message.secrets ?? []).reduce((text, secret) => text.split(secret).join(REDACTED), message.text);

/**
 * Every message is kept in the outbox with its delivery status, without its secrets. With SMTP_URL it
 * is then delivered in the background (so a response does not wait on, or reveal, an SMTP round trip);
 * without, it is logged: in full on a developer's machine, redacted anywhere else.
 */
export function createMailer({ db, clock, logger, config }: MailerOptions) {
  const transport = config.SMTP_URL ? nodemailer.createTransport(config.SMTP_URL) : null;
  const logInFull = config.NODE_ENV === 'development' || config.NODE_ENV === 'test';
  const deliveries = new Set<Promise<void>>();

  async function deliver(id: string, message: MailMessage, smtp: nodemailer.Transporter): Promise<void> {
    try {
      await smtp.sendMail({ from: config.MAIL_FROM, to: message.to, subject: message.subject, text: message.text });
      await markSent(db, id, clock());
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      logger.error({ outboxId: id, reason }, 'Mail delivery failed');
      await markFailed(db, id, reason).catch(() => undefined);
    }
  }

  return {
    async send(message: MailMessage): Promise<void> {
      const id = newId();
      const stored = redact(message);
      await insertMessage(db, { id, recipient: message.to, subject: message.subject, body: stored, createdAt: clock() });
      if (!transport) {
        const text = logInFull ? message.text : stored;
        logger.info({ outboxId: id, to: message.to, subject: message.subject, text }, 'Mail kept in the outbox (no SMTP_URL)');
        return;
      }
      const delivery = deliver(id, message, transport).finally(() => deliveries.delete(delivery));
      deliveries.add(delivery);
    },
    /** Waits for deliveries under way, then closes the SMTP connection. */
    async close(): Promise<void> {
      await Promise.all(deliveries);
      transport?.close();
    },
  };
}

export type Mailer = ReturnType<typeof createMailer>;

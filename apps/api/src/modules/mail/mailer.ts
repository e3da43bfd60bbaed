import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import { newId } from '@matchday/domain';
import type { Database } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { insertMessage, markFailed, markSent } from './repository.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface MailerOptions {
  db: Database;
  clock: Clock;
  logger: FastifyBaseLogger;
  smtpUrl: string | undefined;
  from: string;
}

/**
 * Every message is kept in the outbox with its delivery status. With SMTP_URL it is then delivered in
 * the background (so a response does not wait on, or reveal, an SMTP round trip); without, it is logged.
 */
export function createMailer({ db, clock, logger, smtpUrl, from }: MailerOptions) {
  const transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;
  const deliveries = new Set<Promise<void>>();

  async function deliver(id: string, message: MailMessage, smtp: nodemailer.Transporter): Promise<void> {
    try {
      await smtp.sendMail({ from, to: message.to, subject: message.subject, text: message.text });
      await markSent(db, id, clock());
    } catch (error) {
      logger.error({ err: error, outboxId: id }, 'Mail delivery failed');
      await markFailed(db, id, error instanceof Error ? error.message : String(error)).catch(() => undefined);
    }
  }

  return {
    async send(message: MailMessage): Promise<void> {
      const id = newId();
      await insertMessage(db, { id, recipient: message.to, subject: message.subject, body: message.text, createdAt: clock() });
      if (!transport) {
        logger.info({ outboxId: id, to: message.to, subject: message.subject, text: message.text }, 'Mail kept in the outbox (no SMTP_URL)');
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

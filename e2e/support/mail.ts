import { readFileSync } from 'node:fs';
import { inject } from 'vitest';

/** What the API logs for each message when SMTP_URL is unset (apps/api/src/modules/mail/mailer.ts). */
const MAIL_LOGGED = 'Mail kept in the outbox (no SMTP_URL)';
const WAIT_MS = 10_000;

interface LoggedMail {
  to: string;
  text: string;
}

const isLoggedMail = (entry: unknown): entry is LoggedMail & { msg: string } =>
  typeof entry === 'object' && entry !== null && (entry as { msg?: unknown }).msg === MAIL_LOGGED;

function mailsTo(recipient: string): LoggedMail[] {
  return readFileSync(inject('appLogFile'), 'utf8')
    .split('\n')
    .filter((line) => line.includes(MAIL_LOGGED))
    .map((line): unknown => JSON.parse(line))
    .filter(isLoggedMail)
    .filter((mail) => mail.to === recipient);
}

/** The link to `path` in the newest mail to `recipient`, waiting for the app to log it. */
export async function linkMailedTo(recipient: string, path: string): Promise<string> {
  const pattern = new RegExp(`https?://\\S+${path}\\?\\S+`);
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    const link = mailsTo(recipient).at(-1)?.text.match(pattern)?.[0];
    if (link) return link;
    if (Date.now() > deadline) throw new Error(`No mail to ${recipient} with a link to ${path} within ${WAIT_MS} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

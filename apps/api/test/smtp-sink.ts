import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';

export interface ReceivedMail {
  to: string[];
  /** The message's source with quoted-printable soft breaks and escapes undone, enough to find a link in it. */
  text: string;
  /** The message as a mail client reads it (mailparser). */
  subject: string;
  /** The plain-text part, decoded. */
  body: string;
  html: string | null;
  messageId: string | null;
  headers: ParsedMail['headers'];
}

const decodeQuotedPrintable = (source: string) =>
  source.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

/** A real SMTP server on loopback that keeps what it receives: the app delivers to it as to any mail server. */
export async function startSmtpSink() {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const source = Buffer.concat(chunks);
        simpleParser(source).then(
          (parsed) => {
            received.push({
              to: session.envelope.rcptTo.map((address) => address.address),
              text: decodeQuotedPrintable(source.toString('utf8')),
              subject: parsed.subject ?? '',
              body: parsed.text ?? '',
              html: parsed.html || null,
              messageId: parsed.messageId ?? null,
              headers: parsed.headers,
            });
            callback();
          },
          (error: Error) => callback(error),
        );
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** The newest message to a recipient among those received from index `since` on, waiting for the background delivery. */
    async lastTo(recipient: string, since = 0, timeoutMs = 5_000): Promise<ReceivedMail> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const mail = received.slice(since).findLast((message) => message.to.includes(recipient));
        if (mail) return mail;
        if (Date.now() > deadline) throw new Error(`no mail to ${recipient} within ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/**
 * A mail server on loopback whose answer to each message the test decides: `onMessage` gets the recipient once the
 * whole message has arrived; the server accepts when it returns (or its promise resolves) and refuses with its error
 * when it throws (an error with `responseCode: 451` is a temporary failure).
 */
export async function startScriptedSmtp(onMessage: (recipient: string) => void | Promise<void>) {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      stream.resume();
      stream.on('end', () => {
        Promise.resolve()
          .then(() => onMessage(session.envelope.rcptTo[0]!.address))
          .then(() => callback(), callback);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

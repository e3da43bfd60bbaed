import { createHash, randomBytes } from 'node:crypto';

/** A bearer secret of 256 random bits, as sent to the client. */
export const newSecretToken = (): string => randomBytes(32).toString('base64url');

/** Only this digest is stored, so a leaked table does not leak usable tokens. */
export const hashSecretToken = (token: string): string => createHash('sha256').update(token).digest('hex');

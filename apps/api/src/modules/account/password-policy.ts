import { readFileSync } from 'node:fs';
import { fieldError } from '../../lib/http-error.js';

const COMMON_PASSWORDS: ReadonlySet<string> = new Set(
  readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
    .split('\n')
    .map((line) => line.trim().toLowerCase())
    .filter((line) => line !== '' && !line.startsWith('#')),
);

const COMMON_PASSWORD_MESSAGE = 'This password is too common. Choose a less predictable one.';

/** Length is the schema's job; this refuses passwords from the shipped list of common ones. */
export const isCommonPassword = (password: string): boolean => COMMON_PASSWORDS.has(password.trim().toLowerCase());

export const commonPasswordCount = (): number => COMMON_PASSWORDS.size;

/** Refuses a common password as a field error on `password`. */
export function assertNotCommonPassword(password: string): void {
  if (isCommonPassword(password)) throw fieldError('password', COMMON_PASSWORD_MESSAGE);
}

import { readFileSync } from 'node:fs';

const COMMON_PASSWORDS: ReadonlySet<string> = new Set(
  readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
    .split('\n')
    .map((line) => line.trim().toLowerCase())
    .filter((line) => line !== '' && !line.startsWith('#')),
);

export const COMMON_PASSWORD_MESSAGE = 'This password is too common. Choose a less predictable one.';

/** Length is the schema's job; this refuses passwords from the shipped list of common ones. */
export const isCommonPassword = (password: string): boolean => COMMON_PASSWORDS.has(password.trim().toLowerCase());

export const commonPasswordCount = (): number => COMMON_PASSWORDS.size;

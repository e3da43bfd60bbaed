import { monotonicFactory } from 'ulid';
import { z } from 'zod';
import { hasNoNul, NUL_MESSAGE } from './schemas/common.js';
import { fieldMessage } from './validation-messages.js';

/** Length of every identifier: a ULID. Breadcrumbs hide path segments of this length (spec §9). */
export const ID_LENGTH = 26;

/** A ULID: 26 characters of Crockford base 32. */
export const IdSchema = z
  .string()
  .refine(hasNoNul, { message: NUL_MESSAGE, abort: true })
  .regex(/^[0-9A-HJKMNP-TV-Z]{26}$/, fieldMessage('ulid'));
export type Id = z.infer<typeof IdSchema>;

// One factory: plain ulid() looks up the random source on every call; ids made within one millisecond also keep their order.
const nextUlid = monotonicFactory();

/** A new time-ordered identifier. */
export function newId(): Id {
  return nextUlid();
}

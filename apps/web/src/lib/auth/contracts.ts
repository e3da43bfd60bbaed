import { LoggedInUserSchema, LoginRequestSchema, UserSchema } from '@matchday/domain';
import { z } from 'zod';

/*
 * The session's contracts, in a chunk of their own that the calls and the stored session import when they
 * need to check something: zod (~26 KB gzip) then stays off the first load of a signed-out page, which
 * checks nothing until its form is sent.
 */
export { LoggedInUserSchema, LoginRequestSchema, UserSchema };

/** Spec §7's 'users': the accounts registered in this browser. */
export const StoredUsersSchema = z.array(UserSchema);

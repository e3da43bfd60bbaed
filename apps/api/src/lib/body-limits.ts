/**
 * The body limit of routes that take a few short fields (sign-in, sign-up, a password, a profile, a sign-in
 * code): the longest of them is well under 2 KB, so a larger body is refused (413) from its Content-Length,
 * before a byte of it is read, instead of the 1 MB every route takes by default (app.ts).
 */
export const SMALL_BODY_LIMIT = 8 * 1024;

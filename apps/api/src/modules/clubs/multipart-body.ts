import type { FastifyRequest } from 'fastify';
import { validationError } from '../../lib/http-error.js';

export const LOGO_FIELD = 'logo';

/** Form fields arrive as text; these are the booleans and the numbers among them. */
const BOOLEAN_FIELDS = new Set(['remove_logo']);
const INTEGER_FIELDS = new Set(['row_version']);

const coerce = (name: string, value: string): unknown => {
  if (INTEGER_FIELDS.has(name)) return /^\d{1,10}$/.test(value) ? Number(value) : value;
  if (!BOOLEAN_FIELDS.has(name)) return value;
  return value === 'true' ? true : value === 'false' ? false : value;
};

/**
 * Turns a multipart form into the same body a JSON request has (so one zod schema validates both)
 * and keeps the logo file's bytes aside. Limits (one file, its size) are enforced by @fastify/multipart.
 */
export async function readMultipartBody(request: FastifyRequest): Promise<{ body: Record<string, unknown>; logo: Buffer | null }> {
  const body: Record<string, unknown> = {};
  let logo: Buffer | null = null;
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      if (part.fieldname !== LOGO_FIELD) {
        part.file.resume();
        throw validationError({ [part.fieldname]: ['Unknown file field'] });
      }
      const bytes = await part.toBuffer();
      logo = bytes.length > 0 ? bytes : null;
    } else {
      body[part.fieldname] = coerce(part.fieldname, String(part.value));
    }
  }
  return { body, logo };
}

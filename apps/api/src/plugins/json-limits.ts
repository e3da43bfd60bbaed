import { Transform, type TransformCallback } from 'node:stream';
import fp from 'fastify-plugin';
import { HttpError } from '../lib/http-error.js';

/**
 * Keys in one JSON body, counted across the whole document. The largest form is a schedule's publish: five
 * keys a game, and the ~5,500 games that fit in the 1 MB body limit make ~27,500 keys.
 */
export const MAX_JSON_KEYS = 30_000;
/** Objects and arrays inside one another; no form nests deeper than a handful. */
export const MAX_JSON_DEPTH = 32;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COLON = 0x3a;
const OPEN_BRACE = 0x7b;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACE = 0x7d;
const CLOSE_BRACKET = 0x5d;

/**
 * Counts keys (a colon outside a string) and depth as the bytes arrive, and fails the stream once either is over
 * its cap, before the body has been read in full or parsed. Byte by byte is safe in UTF-8: every byte of a
 * multi-byte character is ≥ 0x80, so none is taken for a quote or a brace. The bytes pass through unchanged,
 * to Fastify's own JSON parser (secure-json-parse, with its __proto__ and constructor checks).
 * Malformed JSON is left to that parser to refuse.
 */
export function jsonLimitsStream(maxKeys = MAX_JSON_KEYS, maxDepth = MAX_JSON_DEPTH): Transform {
  let inString = false;
  let escaped = false;
  let keys = 0;
  let depth = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      for (let index = 0; index < chunk.length; index += 1) {
        const byte = chunk[index];
        if (inString) {
          if (escaped) escaped = false;
          else if (byte === BACKSLASH) escaped = true;
          else if (byte === QUOTE) inString = false;
        } else if (byte === QUOTE) inString = true;
        else if (byte === COLON) {
          if ((keys += 1) > maxKeys) return callback(new HttpError(400, 'bad_request', `The request body has more than ${maxKeys} fields`));
        } else if (byte === OPEN_BRACE || byte === OPEN_BRACKET) {
          if ((depth += 1) > maxDepth) return callback(new HttpError(400, 'bad_request', `The request body is nested more than ${maxDepth} levels deep`));
        } else if (byte === CLOSE_BRACE || byte === CLOSE_BRACKET) depth -= 1;
      }
      callback(null, chunk);
    },
  });
}

const isJson = (contentType: string | undefined) => contentType !== undefined && /^\s*application\/json\s*(;|$)/i.test(contentType);

/** Every JSON body goes through the caps on its way to the parser: a body of 50,000 keys costs a scan, not a parse. */
export default fp(
  async (app) => {
    app.addHook('preParsing', async (request, _reply, payload) => {
      if (!isJson(request.headers['content-type'])) return payload;
      const limited = jsonLimitsStream();
      // The body flows through the caps only once the parser reads it, so a refusal always finds the parser
      // listening, and a body refused before (too large by its Content-Length) is never scanned. pipe() does not
      // pass on the source's errors (a client gone mid-body): they are passed on by hand.
      limited.once('resume', () => {
        payload.on('error', (error) => limited.destroy(error));
        payload.pipe(limited);
      });
      return limited;
    });
  },
  { name: 'json-limits' },
);

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import errors from './errors.js';
import jsonLimits, { jsonLimitsStream, MAX_JSON_DEPTH, MAX_JSON_KEYS } from './json-limits.js';

let app: FastifyInstance;

beforeAll(async () => {
  app = Fastify({ bodyLimit: 4 * 1024 * 1024 });
  await app.register(errors);
  await app.register(jsonLimits);
  app.post('/echo', async (request) => ({ body: request.body }));
  app.post('/small', { bodyLimit: 1024 }, async (request) => ({ body: request.body }));
  await app.ready();
});
afterAll(() => app.close());

const post = (payload: string) => app.inject({ method: 'POST', url: '/echo', headers: { 'content-type': 'application/json' }, payload });

/** `keys` keys in all, spread over objects of ten inside an array: the cap counts the whole document. */
const manyKeys = (keys: number) =>
  JSON.stringify(
    Array.from({ length: Math.ceil(keys / 10) }, (_, row) =>
      Object.fromEntries(Array.from({ length: Math.min(10, keys - row * 10) }, (_, key) => [`k${key}`, row])),
    ),
  );

const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

describe('the JSON caps', () => {
  it(`refuses more than ${MAX_JSON_KEYS} keys across the document with a small 400, and takes exactly that many`, async () => {
    const over = await post(manyKeys(MAX_JSON_KEYS + 1));
    expect(over.statusCode).toBe(400);
    expect(over.json()).toEqual({ message: `The request body has more than ${MAX_JSON_KEYS} fields`, code: 'bad_request' });
    expect((await post(manyKeys(MAX_JSON_KEYS))).statusCode).toBe(200);
  });

  it(`refuses nesting deeper than ${MAX_JSON_DEPTH}, and takes exactly that deep`, async () => {
    const over = await post(nested(MAX_JSON_DEPTH + 1));
    expect(over.statusCode).toBe(400);
    expect(over.json()).toEqual({ message: `The request body is nested more than ${MAX_JSON_DEPTH} levels deep`, code: 'bad_request' });
    expect((await post(nested(MAX_JSON_DEPTH))).statusCode).toBe(200);
    // Depth is how deep, not how many: siblings close before the next opens.
    expect(await post(JSON.stringify(Array.from({ length: 1_000 }, () => [[{}]])))).toMatchObject({ statusCode: 200 });
  });

  it('does not count colons, braces or brackets inside strings, escaped quotes and backslashes included', async () => {
    const text = 'a:b {[ \\" ]} \\\\ " :: [[[[';
    const body = JSON.stringify({ text: Array.from({ length: MAX_JSON_KEYS + MAX_JSON_DEPTH }, () => text), 名前: 'Zoë 🏐' });
    const response = await post(body);
    expect(response.statusCode).toBe(200);
    expect(response.json().body).toEqual(JSON.parse(body));
  });

  it('gives the same verdict whatever the chunks the body arrives in', async () => {
    const verdict = (chunks: Buffer[]) =>
      new Promise<string>((resolve) => {
        const stream = jsonLimitsStream(3, 2);
        stream.on('error', (error) => resolve(error.message));
        stream.on('data', () => undefined);
        stream.on('end', () => resolve('accepted'));
        for (const chunk of chunks) stream.write(chunk);
        stream.end();
      });
    const cases: [string, string][] = [
      ['{"a":"x\\":{[","b":[1],"c":{}}', 'accepted'],
      ['{"a":1,"b":"\\\\","c":2,"d":3}', 'The request body has more than 3 fields'],
      ['[{"a":"]]]"},[[0]]]', 'The request body is nested more than 2 levels deep'],
    ];
    for (const [body, expected] of cases) {
      const bytes = Buffer.from(body);
      expect(await verdict([bytes])).toBe(expected);
      expect(await verdict([...bytes].map((byte) => Buffer.from([byte])))).toBe(expected);
    }
  });

  it('leaves a body refused by its Content-Length unscanned (once, its refusal was thrown where nobody listened)', async () => {
    const response = await app.inject({ method: 'POST', url: '/small', headers: { 'content-type': 'application/json' }, payload: nested(20_000) });
    expect(response.statusCode).toBe(413);
    await new Promise((resolve) => setTimeout(resolve, 50));
  });

  it('keeps refusing a __proto__ or constructor.prototype key, as Fastify does without the caps', async () => {
    expect((await post('{"__proto__":{"admin":true}}')).statusCode).toBe(400);
    expect((await post('{"constructor":{"prototype":{"admin":true}}}')).statusCode).toBe(400);
  });
});

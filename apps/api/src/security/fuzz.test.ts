import { ERROR_CODES, ErrorBodySchema, newId } from '@matchday/domain';
import { describe, expect, it } from 'vitest';
import { bearer, engine, useTestApp } from '../../test/helper.js';
import {
  apiOperations,
  demoClubRecords,
  fill,
  insertClubRecords,
  isDate,
  isDateTime,
  isUlid,
  sample,
  variantsOf,
  type ClubRecords,
  type JsonSchema,
  type Operation,
} from '../../test/openapi-walk.js';

/**
 * A schema-guided fuzz of every operation of the OpenAPI document, as the club admin of club2 with real
 * ids of the demo data: hostile bodies, properties, query values, path parameters, headers and content
 * types. No answer may be a 5xx (but 503 server_busy from the password hasher's queue), every error is
 * the one body, no answer shows a stack, SQL or a source path, and a NUL, half an emoji or an impossible
 * date in a declared field is never accepted.
 *
 * Deterministic: a seeded PRNG picks the variants, so a failure names a variant that comes back on every
 * run. FUZZ_VARIANTS=n sends n variants per operation (default 100, more when an operation's fixed
 * variants need it), FUZZ_SEED=n changes the draw, FUZZ_VERBOSE=1 prints each operation's statuses and
 * the answer to its unmutated sample.
 */

const VARIANTS = Math.max(1, Number(process.env.FUZZ_VARIANTS ?? 100) || 100);
const SEED = Number(process.env.FUZZ_SEED ?? 20_260_301) >>> 0;

const t = useTestApp();

// ---------------------------------------------------------------------------------------------
// A seeded PRNG (mulberry32), one stream per operation so adding a route does not change the others' draws.

function prng(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = state;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    int: (below: number) => Math.floor(next() * below),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
  };
}

const hash = (text: string) => [...text].reduce((h, char) => Math.imul(h ^ char.charCodeAt(0), 16_777_619) >>> 0, 2_166_136_261);

// ---------------------------------------------------------------------------------------------
// Hostile values

const JUNK_STRINGS: readonly string[] = [
  '',
  ' ',
  'x'.repeat(10_000),
  'x'.repeat(100_000),
  '😀'.repeat(200),
  '👨‍👩‍👧‍👦🏳️‍🌈',
  'مرحبا بالعالم \u202Eevil\u202C',
  'e\u0301\u0301\u0301\u0301\u0301',
  'Z̸̢̛̛̭͚̘̯̜͉͓̾̎͊̂a̷̧̛͈̟̼̺l̴g̵o',
  '\ud800',
  '\udfff\ud800x',
  '\uFEFF',
  '\uFFFF\uFFFE',
  '\u2028\u2029',
  "'; drop table users; --",
  '<script>alert(1)</script>',
  '${jndi:ldap://x}',
  '{{7*7}}',
  '../../../../etc/passwd',
  '\r\nSet-Cookie: x=1',
  '%s%s%s%n',
  'null',
  'undefined',
  'NaN',
  '-1',
  '1e308',
];
const NUL_STRINGS: readonly string[] = ['\u0000', 'a\u0000b', 'Fuzz\u0000', '\u0000'.repeat(100)];
const ODD_DATES: readonly string[] = [
  '0000-01-01',
  '9999-12-31',
  '2026-02-30',
  '275760-09-13',
  '+275760-09-13',
  '-000001-01-01',
  '2026-13-01',
  '1899-12-31',
  '2200-01-01',
  '2026-1-1',
  '2026-01-01T00:00:00Z',
  '1970-01-01',
];
/** Dates every contract refuses: a schema that lets them through lets date arithmetic overflow. */
const REFUSED_DATES: readonly string[] = ['0000-01-01', '9999-12-31', '2026-02-30', '275760-09-13'];
const ODD_DATETIMES: readonly string[] = [
  '0000-01-01T00:00:00.000Z',
  '9999-12-31T23:59:59.999Z',
  '+275760-09-13T00:00:00.000Z',
  '2026-02-30T10:00:00Z',
  '2026-09-01T25:00:00Z',
  '2026-09-01',
  'now',
];
const ODD_NUMBERS: readonly unknown[] = [
  -1,
  0,
  -0,
  1.5,
  1e308,
  -1e308,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53,
  2 ** 53 + 2,
  Number.MAX_SAFE_INTEGER,
  'NaN',
  'Infinity',
  '1',
  '0x10',
  '1e3',
];
const WRONG_TYPES: readonly unknown[] = [null, true, false, 0, 1, 'string', [], {}, [null], { a: 1 }, [[[[]]]]];

/** An object whose own keys include __proto__ (JSON.parse makes it an own property; `obj.__proto__ =` would not). */
const PROTOTYPE_VALUES: readonly unknown[] = [
  JSON.parse('{"__proto__":{"isAdmin":true,"polluted":"yes"}}'),
  JSON.parse('{"constructor":{"prototype":{"polluted":"yes"}}}'),
  JSON.parse('{"prototype":{"polluted":"yes"},"__proto__":null}'),
];

// ---------------------------------------------------------------------------------------------
// Variants

interface FuzzRecords extends ClubRecords {
  /** Records of a club the admin does not administer, for ids that exist but are not club2's. */
  foreign: ClubRecords;
}

interface Variant {
  name: string;
  /** Raw path parameter values (already encoded as they go into the URL). */
  path?: Record<string, string>;
  /** The raw query string, without '?'. */
  query?: string;
  /** The request body: JSON by default; `payload: undefined` sends none. */
  body?: { payload: string | Buffer | undefined; contentType?: string };
  /** Headers that replace the defaults (the bearer token, the content type). */
  headers?: Record<string, string>;
  /** Must not succeed: a NUL, a lone surrogate or an impossible date in a declared field. */
  mustRefuse?: boolean;
}

type Path = (string | number)[];

/** Every position in a sample value: objects' properties and arrays' first items, with the schema at that position. */
function leaves(value: unknown, schema: JsonSchema, path: Path = [], out: { path: Path; schema: JsonSchema; value: unknown }[] = []) {
  const effective = variantsOf(schema)[0] ?? schema;
  if (path.length) out.push({ path, schema: effective, value });
  if (Array.isArray(value)) {
    value.forEach((item, index) => leaves(item, effective.prefixItems?.[index] ?? effective.items ?? {}, [...path, index], out));
  } else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) leaves(child, effective.properties?.[key] ?? {}, [...path, key], out);
  }
  return out;
}

function setAt(base: unknown, path: Path, replacement: unknown, mode: 'set' | 'delete' = 'set'): unknown {
  const copy = structuredClone(base) as Record<string | number, unknown>;
  let node = copy as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  const last = path.at(-1)!;
  if (mode === 'delete') {
    if (Array.isArray(node)) node.splice(Number(last), 1);
    else delete node[last];
  } else {
    Object.defineProperty(node, last, { value: replacement, enumerable: true, writable: true, configurable: true });
  }
  return copy;
}

const json = (value: unknown) => ({ payload: JSON.stringify(value), contentType: 'application/json' });

function multipart(fields: [string, string | Buffer, string?][], boundary = 'fuzzboundary42'): { payload: Buffer; contentType: string } {
  const parts = fields.map(([name, value, filename]) =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${filename ? `; filename="${filename}"\r\nContent-Type: image/png` : ''}\r\n\r\n`,
      ),
      Buffer.isBuffer(value) ? value : Buffer.from(value),
      Buffer.from('\r\n'),
    ]),
  );
  return { payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]), contentType: `multipart/form-data; boundary=${boundary}` };
}

const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
const nestedObject = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);

/** Whole-body variants: media types, body shapes and sizes. */
function bodyVariants(operation: Operation, base: unknown): Variant[] {
  const sampleText = JSON.stringify(base ?? {});
  const objectText = base && typeof base === 'object' && !Array.isArray(base) ? sampleText : '{}';
  const withKeys = (prefix: string) => (objectText === '{}' ? `{${prefix}}` : `{${prefix},${objectText.slice(1)}`);
  const variants: Variant[] = [
    { name: 'content-type text/plain', body: { payload: sampleText, contentType: 'text/plain' } },
    {
      name: 'content-type application/xml',
      body: { payload: '<?xml version="1.0"?><!DOCTYPE a [<!ENTITY x SYSTEM "file:///etc/passwd">]><a>&x;</a>', contentType: 'application/xml' },
    },
    {
      name: 'multipart without boundary',
      body: { payload: '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nx\r\n--x--\r\n', contentType: 'multipart/form-data' },
    },
    { name: 'multipart with an empty boundary', body: { payload: 'garbage', contentType: 'multipart/form-data; boundary=' } },
    {
      name: 'multipart cut short',
      body: { payload: '--zz\r\nContent-Disposition: form-data; name="name"\r\n\r\nunterminated', contentType: 'multipart/form-data; boundary=zz' },
    },
    { name: 'urlencoded form', body: { payload: 'name=x&__proto__[admin]=1', contentType: 'application/x-www-form-urlencoded' } },
    { name: 'JSON with charset latin1', body: { payload: sampleText, contentType: 'application/json; charset=latin1' } },
    { name: 'JSON with charset utf-16', body: { payload: sampleText, contentType: 'application/json; charset=utf-16' } },
    { name: 'JSON with odd parameters', body: { payload: sampleText, contentType: 'application/json; foo=bar; charset="utf-8";;; x' } },
    { name: 'JSON media type in capitals', body: { payload: sampleText, contentType: 'APPLICATION/JSON' } },
    { name: 'two media types', body: { payload: sampleText, contentType: 'application/json, text/plain' } },
    { name: 'vendor JSON media type', body: { payload: sampleText, contentType: 'application/vnd.api+json' } },
    { name: 'no content type', body: { payload: sampleText, contentType: '' } },
    { name: 'body null', body: { payload: 'null', contentType: 'application/json' } },
    { name: 'body array', body: { payload: `[${sampleText}]`, contentType: 'application/json' } },
    { name: 'body number', body: { payload: '12345678901234567890', contentType: 'application/json' } },
    { name: 'body string', body: { payload: '"text"', contentType: 'application/json' } },
    { name: 'body true', body: { payload: 'true', contentType: 'application/json' } },
    { name: 'body {}', body: { payload: '{}', contentType: 'application/json' } },
    { name: 'empty JSON body', body: { payload: '', contentType: 'application/json' } },
    { name: 'missing body', body: { payload: undefined } },
    { name: 'invalid JSON', body: { payload: '{"name": "x",', contentType: 'application/json' } },
    { name: 'NaN literal', body: { payload: '{"a": NaN}', contentType: 'application/json' } },
    { name: 'BOM before JSON', body: { payload: `\uFEFF${sampleText}`, contentType: 'application/json' } },
    {
      name: 'invalid UTF-8 bytes',
      body: { payload: Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc3, 0x22, 0x7d]), contentType: 'application/json' },
    },
    { name: 'escaped NUL in JSON', body: { payload: withKeys('"x":"\\u0000"'), contentType: 'application/json' } },
    { name: 'deeply nested array', body: { payload: nested(20_000), contentType: 'application/json' } },
    { name: 'deeply nested object', body: { payload: nestedObject(5_000), contentType: 'application/json' } },
    { name: '__proto__ key', body: { payload: withKeys('"__proto__":{"isAdmin":true}'), contentType: 'application/json' } },
    { name: 'constructor.prototype key', body: { payload: withKeys('"constructor":{"prototype":{"isAdmin":true}}'), contentType: 'application/json' } },
    { name: 'prototype key', body: { payload: withKeys('"prototype":{"isAdmin":true}'), contentType: 'application/json' } },
    { name: 'duplicate keys', body: { payload: withKeys('"a":1,"a":2'), contentType: 'application/json' } },
    { name: 'body over 1 MiB', body: { payload: withKeys(`"pad":"${'x'.repeat(1024 * 1024 + 100)}"`), contentType: 'application/json' } },
  ];
  if (operation.body?.contentTypes.includes('multipart/form-data')) {
    const fields = Object.entries((base ?? {}) as Record<string, unknown>).map(([key, value]) => [key, String(value ?? '')] as [string, string]);
    variants.push(
      { name: 'multipart form', body: multipart(fields) },
      { name: 'multipart with NUL in a field', body: multipart(fields.map(([key, value]) => [key, `${value}\u0000`])) },
      { name: 'multipart with NUL in a field name', body: multipart([...fields, ['na\u0000me', 'x']]) },
      { name: 'multipart with a huge field', body: multipart([...fields, ['address', 'x'.repeat(10_000)]]) },
      { name: 'multipart with too many fields', body: multipart(Array.from({ length: 40 }, (_, index) => [`f${index}`, 'x'])) },
      { name: 'multipart with a file under another name', body: multipart([...fields, ['avatar', Buffer.from('GIF89a'), 'a.gif']]) },
      { name: 'multipart with a garbage logo', body: multipart([...fields, ['logo', Buffer.from('not an image at all'), 'logo.png']]) },
      { name: 'multipart with two logos', body: multipart([...fields, ['logo', Buffer.from('x'), 'a.png'], ['logo', Buffer.from('y'), 'b.png']]) },
      { name: 'multipart with a __proto__ field', body: multipart([...fields, ['__proto__', 'x'], ['constructor', 'y']]) },
      { name: 'multipart with a boolean that is not one', body: multipart([...fields, ['remove_logo', 'maybe']]) },
      { name: 'multipart with an unknown boundary', body: { payload: multipart(fields).payload, contentType: 'multipart/form-data; boundary=other' } },
    );
  }
  return variants;
}

/** Hostile values for one position, by what the schema expects there. */
function valuesFor(schema: JsonSchema, name: string, records: FuzzRecords): { value: unknown; label: string }[] {
  const { foreign } = records;
  const values: { value: unknown; label: string }[] = [];
  const add = (items: readonly unknown[], kind: string) => items.forEach((value) => values.push({ value, label: `${kind} ${show(value)}` }));
  add(WRONG_TYPES, 'wrong type');
  add(JUNK_STRINGS, 'string');
  add(NUL_STRINGS, 'NUL');
  add(ODD_NUMBERS, 'number');
  add(PROTOTYPE_VALUES, 'prototype keys');
  // At the limits the schema draws: valid values that are as long, as large or as far off as allowed, and one past.
  if (schema.maxLength !== undefined && schema.maxLength <= 100_000) {
    const max = schema.maxLength;
    add(['x'.repeat(max), 'x'.repeat(max + 1), '😀'.repeat(Math.floor(max / 2)), 'e\u0301'.repeat(Math.floor(max / 2)), '\u202E'.repeat(max)], `${max} chars`);
  }
  if (schema.minLength) add(['x'.repeat(schema.minLength - 1), ' '.repeat(schema.minLength)], 'short');
  if (schema.type === 'integer' || schema.type === 'number') {
    add(
      [schema.minimum, schema.maximum, (schema.maximum ?? 0) + 1, (schema.minimum ?? 0) - 1].filter((value) => value !== undefined),
      'bound',
    );
  }
  if (schema.type === 'array' && schema.items) {
    const item = sample(schema.items, name, records);
    const most = Math.min(schema.maxItems ?? 200, 500);
    add([Array.from({ length: most }, () => item), Array.from({ length: most + 1 }, () => item)], `${most} items`);
  }
  if (isDate(schema)) add([...ODD_DATES, '1900-01-01', '2199-12-31'], 'date');
  if (isDateTime(schema, name)) add(ODD_DATETIMES, 'datetime');
  if (isUlid(schema) || /_ids?$/.test(name)) {
    add(['', 'A'.repeat(27), '../', '%00', 'x'.repeat(300), newId().toLowerCase(), '0'.repeat(26), 'ILOU'.repeat(6) + 'AB'], 'id');
    add(
      Object.values(foreign).filter((value): value is string => typeof value === 'string' && /^[0-9A-Z]{26}$/.test(value)),
      'foreign id',
    );
  }
  return values;
}

function show(value: unknown): string {
  const text = typeof value === 'string' ? JSON.stringify(value) : (JSON.stringify(value) ?? String(value));
  return text.length > 40 ? `${text.slice(0, 30)}…(${text.length} chars)` : text;
}

const encodeQuery = (value: string) => {
  try {
    return encodeURIComponent(value);
  } catch {
    return '%ED%A0%80'; // a lone surrogate, as the UTF-8 bytes a browser would never send
  }
};

const ODD_PATH_VALUES: readonly string[] = [
  '%00',
  'x%00',
  '%00.ics',
  '',
  '..',
  '..%2F..%2Fshow',
  'A'.repeat(27),
  'x'.repeat(300),
  '%E0%A4%A',
  '%',
  '%25',
  '%F0%9F%98%80',
  '%ED%A0%80',
  '%0D%0A',
  'a%20b',
  '%2e%2e',
];

interface Built {
  base: { path: Record<string, string>; body: unknown };
  variants: Variant[];
}

function buildVariants(operation: Operation, records: FuzzRecords, count: number): Built {
  const rng = prng(SEED ^ hash(`${operation.method} ${operation.path}`));
  const path = Object.fromEntries(
    operation.parameters
      .filter((parameter) => parameter.in === 'path')
      .map((parameter) => [parameter.name, encodeURIComponent(String((records as unknown as Record<string, string>)[parameter.name] ?? 'x'))]),
  );
  const query = operation.parameters.filter((parameter) => parameter.in === 'query');
  const base = operation.body ? sample(operation.body.schema, '', records) : undefined;
  const mandatory: Variant[] = [];
  const pool: (() => Variant)[] = [];

  // Body: media types and shapes; every position gets NUL and impossible dates, the rest at random.
  if (operation.body) {
    mandatory.push(...bodyVariants(operation, base));
    for (const leaf of leaves(base, operation.body.schema)) {
      const where = leaf.path.join('.');
      if (typeof leaf.value === 'string' && !leaf.schema.enum) {
        mandatory.push({ name: `body.${where} with NUL`, body: json(setAt(base, leaf.path, `${leaf.value}\u0000`)), mustRefuse: true });
        mandatory.push({ name: `body.${where} with half an emoji`, body: json(setAt(base, leaf.path, `${leaf.value}\ud83d`)), mustRefuse: true });
      }
      if (isDate(leaf.schema))
        for (const date of REFUSED_DATES) mandatory.push({ name: `body.${where} = ${date}`, body: json(setAt(base, leaf.path, date)), mustRefuse: true });
      const values = valuesFor(leaf.schema, String(leaf.path.findLast((key) => typeof key === 'string') ?? ''), records);
      pool.push(() => {
        const { value, label } = rng.pick(values);
        return { name: `body.${where} = ${label}`, body: json(setAt(base, leaf.path, value)) };
      });
      pool.push(() => ({ name: `body.${where} removed`, body: json(setAt(base, leaf.path, undefined, 'delete')) }));
    }
    pool.push(() => {
      // Several positions at once.
      let body = base;
      const names: string[] = [];
      const all = leaves(base, operation.body!.schema);
      for (let index = 0; index < 2 + rng.int(3) && all.length; index += 1) {
        const leaf = rng.pick(all);
        const { value, label } = rng.pick(valuesFor(leaf.schema, String(leaf.path.at(-1)), records));
        try {
          body = setAt(body, leaf.path, value);
          names.push(`${leaf.path.join('.')} = ${label}`);
        } catch {
          // an earlier change replaced this position's parent
        }
      }
      return { name: `body: ${names.join(', ')}`, body: json(body) };
    });
    pool.push(() => ({
      name: 'body with an unknown field',
      body: json({ ...(base as object), [rng.pick(['isAdmin', 'club_id', 'role', '__proto__', 'constructor'])]: rng.pick(WRONG_TYPES) }),
    }));
  } else {
    mandatory.push(
      { name: 'unexpected JSON body', body: json({ a: 1 }) },
      { name: 'unexpected text body', body: { payload: 'hello', contentType: 'text/plain' } },
      { name: 'unexpected multipart body without boundary', body: { payload: 'x', contentType: 'multipart/form-data' } },
    );
  }

  // Query values: NUL and impossible dates in every parameter, hostile values at random, unknown and repeated parameters.
  for (const parameter of query) {
    mandatory.push({ name: `?${parameter.name} with NUL`, query: `${parameter.name}=a%00b`, mustRefuse: !parameter.schema.enum });
    if (isDate(parameter.schema))
      for (const date of REFUSED_DATES)
        mandatory.push({ name: `?${parameter.name}=${date}`, query: `${parameter.name}=${encodeQuery(date)}`, mustRefuse: true });
    if (parameter.schema.type === 'integer')
      for (const value of ['1e20', '99999999999999999999', String(2 ** 31), String(2 ** 53), '-1', '1.5', 'NaN'])
        mandatory.push({ name: `?${parameter.name}=${value}`, query: `${parameter.name}=${value}` });
    const values = valuesFor(parameter.schema, parameter.name, records);
    pool.push(() => {
      const { value, label } = rng.pick(values);
      return {
        name: `?${parameter.name} = ${label}`,
        query: `${parameter.name}=${encodeQuery(typeof value === 'string' ? value : (JSON.stringify(value) ?? ''))}`,
      };
    });
    pool.push(() => ({ name: `?${parameter.name} repeated`, query: `${parameter.name}=a&${parameter.name}=b&${parameter.name}=` }));
    pool.push(() => {
      const raw = rng.pick(['%', '%zz', '%ED%A0%80', '%FF%FE', '%00', '%u0000', '&&&', '==']);
      return { name: `?${parameter.name}=${raw} (raw)`, query: `${parameter.name}=${raw}` };
    });
  }
  mandatory.push({ name: 'unknown query parameters', query: '__proto__[admin]=1&constructor=x&a%00b=c%00d' });
  pool.push(() => {
    const junk = rng.pick(['%', '&=&=', '?a=1', 'a[b][c]=1', 'x'.repeat(5000), '%00=%00']);
    return { name: `query ${show(junk)}`, query: junk };
  });

  // Path parameters: NUL, too long, malformed encodings, other clubs' ids.
  for (const name of Object.keys(path)) {
    for (const value of ['%00', 'x%00', 'x'.repeat(300)])
      mandatory.push({
        name: `{${name}} = ${value.length > 20 ? `${value.length} chars` : value}`,
        path: { [name]: value },
        mustRefuse: value.includes('%00'),
      });
    const foreignValue = (records.foreign as unknown as Record<string, string>)[name];
    pool.push(() => {
      const value = rng.pick(ODD_PATH_VALUES);
      return { name: `{${name}} = ${show(value)}`, path: { [name]: value } };
    });
    if (foreignValue) pool.push(() => ({ name: `{${name}} of another club`, path: { [name]: encodeURIComponent(foreignValue) } }));
  }

  // Headers: odd credentials and negotiation.
  mandatory.push(
    { name: 'a 8 KB bearer token', headers: { authorization: `Bearer ${'x'.repeat(8_000)}` } },
    { name: 'Basic credentials', headers: { authorization: 'Basic YWRtaW5AZXhhbXBsZS5jb206bWF0Y2hkYXktZGVtbw==' } },
    { name: 'Bearer without a token', headers: { authorization: 'Bearer ' } },
    { name: 'Accept application/xml', headers: { accept: 'application/xml' } },
    { name: 'odd forwarding headers', headers: { 'x-forwarded-for': '::1, 999.1.1.1, <script>', 'x-forwarded-host': 'evil.example', host: '' } },
  );

  const variants = [...mandatory];
  while (variants.length < count) {
    const variant = rng.pick(pool.length ? pool : [() => ({ name: 'as is' }) as Variant])();
    variants.push(variant);
  }
  return { base: { path, body: base }, variants };
}

// ---------------------------------------------------------------------------------------------
// Checks

interface Failure {
  operation: string;
  variant: string;
  status: number;
  problem: string;
  excerpt: string;
}

const LEAKS = [/ {4}at /, /\bselect /i, /insert into/i, /failed query/i, /\/src\//, /node_modules/];

function check(status: number, contentType: string, body: string, variant: Variant): string[] {
  const problems: string[] = [];
  if (status >= 500 && !(status === 503 && body.includes('"server_busy"'))) problems.push('5xx');
  const isJson = /^application\/(.+\+)?json/i.test(contentType);
  if (status >= 400) {
    if (!isJson) problems.push(`error with content type ${contentType || '(none)'}`);
    let parsed: unknown;
    try {
      parsed = JSON.parse(body);
    } catch {
      problems.push('error body is not JSON');
    }
    if (parsed !== undefined) {
      const { message, code, errors, messages, ...rest } = (parsed ?? {}) as Record<string, unknown>;
      if (typeof message !== 'string') problems.push('no string message');
      if (typeof code !== 'string' || !(ERROR_CODES as readonly string[]).includes(code)) problems.push(`code ${JSON.stringify(code)} is not an error code`);
      if (
        errors !== undefined &&
        (typeof errors !== 'object' ||
          errors === null ||
          Object.values(errors).some((list) => !Array.isArray(list) || list.some((item) => typeof item !== 'string')))
      ) {
        problems.push('errors is not an object of string arrays');
      }
      // The ids beside the texts: one per text, each a message of the registry or null.
      if (messages !== undefined && !ErrorBodySchema.shape.messages.safeParse(messages).success) problems.push('messages are not message ids');
      if (Object.keys(rest).length) problems.push(`extra keys ${Object.keys(rest).join(', ')}`);
    }
    for (const leak of LEAKS) if (leak.test(body)) problems.push(`body shows ${leak}`);
  } else {
    if (isJson && body !== '') {
      try {
        JSON.parse(body);
      } catch {
        problems.push('JSON content type, body is not JSON');
      }
    }
    if (/ {4}at .*\(.*:\d+:\d+\)/.test(body) || /node_modules/.test(body)) problems.push('body shows a stack or a path');
    if (variant.mustRefuse && status < 300) problems.push('accepted a NUL, broken Unicode or an impossible date');
  }
  return problems;
}

// ---------------------------------------------------------------------------------------------
// The run

/** Reads first, then writes, then deletes; the signed-in user's own account and session last. */
function runOrder(operation: Operation): number {
  if (operation.path === '/api/logout') return 9;
  if (operation.path.startsWith('/api/me') && operation.method !== 'GET') return 8;
  if (operation.method === 'GET') return 0;
  if (operation.method === 'DELETE') return operation.path.endsWith('{leagueId}') ? 6 : 5;
  return 2;
}

describe(`fuzz of every operation (${engine})`, () => {
  it('answers hostile input with a 4xx in the one error body (or a success), never a 5xx, a stack or SQL', async () => {
    const started = performance.now();
    const token = await t.loginAs('admin@example.com');
    const own = await demoClubRecords(t.database.db, 'club2');
    const foreign = await insertClubRecords(t.database.db, 'club4');
    const records: FuzzRecords = { ...own, foreign };
    const operations = (await apiOperations(t.app)).filter((operation) => operation.path !== '/api/docs/json').sort((a, b) => runOrder(a) - runOrder(b));
    expect(operations.length).toBeGreaterThan(50);

    const failures: Failure[] = [];
    const statuses = new Map<string, Map<number, number>>();
    let requests = 0;
    for (const operation of operations) {
      const key = `${operation.method} ${operation.path}`;
      const { base, variants } = buildVariants(operation, records, VARIANTS);
      const counts = new Map<number, number>();
      statuses.set(key, counts);
      if (process.env.FUZZ_VERBOSE) {
        const headers: Record<string, string> = { ...bearer(token), ...(operation.body ? { 'content-type': 'application/json' } : {}) };
        const response = await t.app.inject({
          method: operation.method as 'GET',
          url: fill(operation.path, base.path),
          headers,
          payload: operation.body ? JSON.stringify(base.body) : undefined,
        });
        console.info(`base ${key}: ${response.statusCode} ${response.body.slice(0, 300)}`);
      }
      for (const variant of variants) {
        requests += 1;
        const pathValues = { ...base.path, ...variant.path };
        const body = variant.body ?? (operation.body ? json(base.body) : { payload: undefined });
        const headers: Record<string, string> = { ...bearer(token) };
        if (body.contentType) headers['content-type'] = body.contentType;
        Object.assign(headers, variant.headers);
        let status: number;
        let contentType: string;
        let text: string;
        try {
          const response = await t.app.inject({
            method: operation.method as 'GET',
            url: fill(operation.path, pathValues) + (variant.query ? `?${variant.query}` : ''),
            headers,
            payload: body.payload,
            remoteAddress: `10.${(requests >> 16) & 255}.${(requests >> 8) & 255}.${requests & 255}`,
          });
          status = response.statusCode;
          contentType = String(response.headers['content-type'] ?? '');
          text = response.body;
        } catch (error) {
          failures.push({ operation: key, variant: variant.name, status: 0, problem: 'inject threw', excerpt: String(error).slice(0, 200) });
          continue;
        }
        counts.set(status, (counts.get(status) ?? 0) + 1);
        const problems = check(status, contentType, text, variant);
        if (problems.length) failures.push({ operation: key, variant: variant.name, status, problem: problems.join('; '), excerpt: text.slice(0, 200) });
      }
    }
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const fiveHundreds = [...statuses.values()].reduce(
      (sum, counts) => sum + [...counts].filter(([status]) => status >= 500).reduce((s, [, n]) => s + n, 0),
      0,
    );
    const tooMany = [...statuses.values()].reduce((sum, counts) => sum + (counts.get(429) ?? 0), 0);
    if (process.env.FUZZ_VERBOSE)
      for (const [key, counts] of statuses) console.info(key, JSON.stringify(Object.fromEntries([...counts].sort(([a], [b]) => a - b))));
    console.info(
      `fuzz (${engine}): ${operations.length} operations, ≥${VARIANTS} variants each, ${requests} requests, ${fiveHundreds} 5xx, ${tooMany} 429, ${seconds}s`,
    );

    const grouped = new Map<string, Failure[]>();
    for (const failure of failures) grouped.set(failure.operation, [...(grouped.get(failure.operation) ?? []), failure]);
    const report = [...grouped]
      .map(
        ([operation, list]) =>
          `${operation} (${list.length})\n${list
            .slice(0, 15)
            .map((f) => `  - [${f.status}] ${f.variant}: ${f.problem}\n      ${JSON.stringify(f.excerpt)}`)
            .join('\n')}`,
      )
      .join('\n');
    expect(failures.length, `\n${failures.length} failing answers:\n${report}`).toBe(0);

    // The fuzz reached the handlers: throttles did not answer everything, and well-formed variants succeeded somewhere.
    for (const [key, counts] of statuses) {
      const total = [...counts.values()].reduce((sum, n) => sum + n, 0);
      expect({ operation: key, throttled: (counts.get(429) ?? 0) / total > 0.5 }).toEqual({ operation: key, throttled: false });
    }
    const successes = [...statuses.values()].reduce((sum, counts) => sum + [...counts].filter(([status]) => status < 300).reduce((s, [, n]) => s + n, 0), 0);
    expect(successes).toBeGreaterThan(operations.length);
  }, 600_000);
});

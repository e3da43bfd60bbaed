import { setTimeout } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAttacker } from '../../test/attacker.js';
import { createTestApp, type TestContext } from '../../test/helper.js';

/** The issue's bound: /api/health answers within this while the bombs are posted. */
const HEALTH_LIMIT_MS = 100;
const BOMBS = 8;
/** The unauthenticated routes that read a JSON body: the admin's login and the player's sign-in code. */
const TARGETS = ['/api/login', '/api/public/clubs/club1/auth/code'];

/**
 * The bombs, posted from a process of their own (test/attacker.ts): each a 539 KB JSON object of 50,000 keys
 * unknown to every schema, from its own address. Prints each answer's status and size.
 */
const BOMBER = `
import { once } from 'node:events';
const [baseUrl, count, ...targets] = process.argv.slice(1);
const body = '{' + Array.from({ length: 50000 }, (_, index) => '"k' + index + '":1').join(',') + '}';
console.log('ready');
await once(process.stdin, 'data');
const answers = await Promise.all(Array.from({ length: Number(count) }, (_, index) =>
  fetch(baseUrl + targets[index % targets.length], {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.' + (index + 1) },
    body,
  }).then(async (response) => ({ status: response.status, bytes: (await response.arrayBuffer()).byteLength }))));
console.log(JSON.stringify(answers));
process.exit(0);
`;

let t: TestContext;
let baseUrl: string;

beforeAll(async () => {
  // X-Forwarded-For is trusted, so each bomb comes from an address of its own, as from a botnet.
  t = await createTestApp({ TRUST_PROXY: 'true' });
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

async function timed<T>(work: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await work();
  return { value, ms: performance.now() - started };
}

const health = () => timed(() => fetch(`${baseUrl}/api/health`).then((response) => response.status));

/** A load balancer's probe does not hammer: a short pause between two leaves the event loop to the bombs. */
const PROBE_PAUSE_MS = 10;

/** Probes /api/health one after another until `done` says stop, and returns how long each took. */
async function probeUntil(done: () => boolean): Promise<number[]> {
  const probes: number[] = [];
  while (!done()) {
    probes.push((await health()).ms);
    await setTimeout(PROBE_PAUSE_MS);
  }
  return probes;
}

const CONTROL_MS = 1_500;

describe('a JSON key bomb', () => {
  it(`leaves /api/health answering within ${HEALTH_LIMIT_MS} ms while ${BOMBS} bombs of 50,000 keys are posted, and refuses each with a small 4xx`, async () => {
    await health(); // A warm connection and route, as a load balancer's probe has.
    const bomber = await startAttacker<{ status: number; bytes: number }[]>(BOMBER, [baseUrl, String(BOMBS), ...TARGETS]);
    // The control: what a probe takes on this machine right now without the bombs (a shared machine has hiccups of its own).
    const controlEnds = performance.now() + CONTROL_MS;
    const control = await probeUntil(() => performance.now() >= controlEnds);
    let posted = false;
    const answersPosted = bomber.fire().finally(() => (posted = true));
    const probes = await probeUntil(() => posted);
    const answers = await answersPosted;

    const slowest = (values: number[]) => Math.round(Math.max(...values));
    console.log(
      `key bomb: health slowest ${slowest(probes)} ms of ${probes.length} probes (control: ${slowest(control)} ms of ${control.length}); ` +
        `bombs ${answers.map((answer) => `${answer.status} (${answer.bytes} B)`).join(', ')}`,
    );
    for (const answer of answers) {
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
      expect(answer.bytes).toBeLessThan(2_048);
    }
    // Within 100 ms, beyond what the machine alone made the control wait.
    expect(Math.max(...probes)).toBeLessThan(HEALTH_LIMIT_MS + Math.max(...control));
  }, 60_000);
});

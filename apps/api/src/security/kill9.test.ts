import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { engine } from '../../test/helper.js';
import {
  assertServerBuilt,
  createThrowawayDatabase,
  killServer,
  loginAs,
  send,
  spawnServer,
  waitUntilReady,
  type ServerProcess,
  type SpawnOptions,
  type ThrowawayDatabase,
} from '../../test/spawn-server.js';

/**
 * Failure drill: the compiled server is killed with SIGKILL (no shutdown at all) while concurrent writers
 * create records through the API, three times over, then restarted on the same database (PGlite: taking
 * over the stale lock of the dead process). Every write the API acknowledged with 201 must still be there.
 */

const KILLS = 3;
const WRITERS = 8;
/** Each writer stops after this many writes in one round, whatever happens (a bound, never reached in practice). */
const MAX_WRITES_PER_WRITER = 2_000;

let server: ServerProcess | undefined;
let dataDir: string | undefined;
let database: ThrowawayDatabase | undefined;
const agents: http.Agent[] = [];

afterAll(async () => {
  agents.forEach((agent) => agent.destroy());
  await killServer(server);
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  await database?.drop();
}, 60_000);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const location = (name: string) => ({ name, address: null, timezone: 'America/New_York', notes: null, playing_areas: [] });

/** Every location of club2 whose name contains `marker`, page by page (bounded). */
async function listLocations(url: string, token: string, marker: string): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  for (let page = 1; page <= 1_000; page += 1) {
    const answer = await send(url, `/api/club2/locations?page_size=100&page=${page}&q=${encodeURIComponent(marker)}&archived=all`, { token });
    if (answer.status !== 200) throw new Error(`listing locations failed: ${answer.status} ${answer.body}`);
    const { items, total } = JSON.parse(answer.body) as { items: { id: string; name: string }[]; total: number };
    items.forEach((item) => found.set(item.id, item.name));
    if (items.length === 0 || found.size >= total) break;
  }
  return found;
}

describe(`kill -9 while writes are in flight (${engine})`, () => {
  it(`loses no acknowledged write over ${KILLS} kills, and the restarted server answers normally`, async () => {
    assertServerBuilt();
    const on: SpawnOptions =
      engine === 'postgres'
        ? { databaseUrl: (database = await createThrowawayDatabase()).url }
        : { dataDir: (dataDir = mkdtempSync(path.join(tmpdir(), 'matchday-kill9-'))) };
    const runId = `k9${Date.now().toString(36)}`;
    /** id → name of every write answered 201. */
    const acknowledged = new Map<string, string>();
    const rounds: { acknowledged: number; unanswered: number; committedUnanswered: number; killedAfterMs: number; errors: string[] }[] = [];
    let lost: string[] = [];

    for (let round = 1; round <= KILLS + 1; round += 1) {
      server = spawnServer(on);
      const url = await waitUntilReady(server);
      // PGlite: the lock of the killed process was stale and is now this process's.
      if (dataDir) expect(readFileSync(path.join(dataDir, 'matchday.lock'), 'utf8')).toBe(String(server.child.pid));
      const token = await loginAs(url, 'admin@example.com');

      // Everything acknowledged before the previous kill is there (listed, and the last writes of each writer read one by one).
      const present = await listLocations(url, token, runId);
      lost = [...acknowledged.keys()].filter((id) => present.get(id) !== acknowledged.get(id));
      if (round > 1) {
        const previous = rounds[round - 2]!;
        const acknowledgedNames = new Set(acknowledged.values());
        previous.committedUnanswered = [...present.values()].filter((name) => name.includes(` r${round - 1} `) && !acknowledgedNames.has(name)).length;
      }
      for (const id of [...acknowledged.keys()].slice(-WRITERS)) {
        const answer = await send(url, `/api/club2/locations/${id}`, { token });
        expect(answer.status, `acknowledged location ${id} read back`).toBe(200);
      }
      expect(lost, `acknowledged writes missing after kill ${round - 1}`).toEqual([]);

      if (round > KILLS) {
        // The server answers normally after the last kill: reads, a write, readiness, and a clean stop.
        expect((await send(url, '/api/me', { token })).status).toBe(200);
        expect((await send(url, '/api/club2/leagues', { token })).status).toBe(200);
        expect((await send(url, '/api/club2/locations', { method: 'POST', token, body: location(`${runId} after`) })).status).toBe(201);
        server.child.kill('SIGTERM');
        expect(await server.exited).toBe(0);
        break;
      }

      const agent = new http.Agent({ keepAlive: true, maxSockets: WRITERS });
      agents.push(agent);
      let killed = false;
      let unanswered = 0;
      const errors: string[] = [];
      const before = acknowledged.size;
      const writer = async (index: number) => {
        for (let n = 0; n < MAX_WRITES_PER_WRITER && !killed; n += 1) {
          const name = `${runId} r${round} w${index} n${n}`;
          try {
            const answer = await send(url, '/api/club2/locations', { method: 'POST', agent, token, body: location(name), timeoutMs: 30_000 });
            if (answer.status !== 201) throw Object.assign(new Error(`${answer.status} ${answer.body}`), { code: `HTTP ${answer.status}` });
            acknowledged.set((JSON.parse(answer.body) as { id: string }).id, name);
          } catch (error) {
            // After the kill a write in flight fails (reset, refused): it was never acknowledged.
            if (!killed) errors.push(`${name}: ${(error as Error).message}`);
            else unanswered += 1;
            return;
          }
        }
      };
      const startedAt = Date.now();
      const writers = Promise.all(Array.from({ length: WRITERS }, (_, index) => writer(index)));
      // 1 to 2 s of writes (a different moment each round), and at least a few acknowledged ones.
      await sleep(1_000 + (((round - 1) * 500) % 1_000));
      for (let waited = 0; acknowledged.size - before < WRITERS && waited < 30_000; waited += 100) await sleep(100);
      killed = true;
      server.child.kill('SIGKILL');
      const killedAfterMs = Date.now() - startedAt;
      expect(await server.exited).toBeNull();
      await writers;
      agent.destroy();
      expect(errors, 'writes failed before the kill').toEqual([]);
      rounds.push({ acknowledged: acknowledged.size - before, unanswered, committedUnanswered: 0, killedAfterMs, errors });
    }

    console.log(
      `[kill -9 ${engine}] ${KILLS} kills with ${WRITERS} writers: ${acknowledged.size} writes acknowledged ` +
        `(${rounds.map((round, index) => `kill ${index + 1} after ${round.killedAfterMs} ms: ${round.acknowledged} acknowledged, ${round.unanswered} in flight unanswered of which ${round.committedUnanswered} committed`).join('; ')}); ` +
        `lost: ${lost.length}`,
    );
    expect(lost).toEqual([]);
    expect(acknowledged.size).toBeGreaterThanOrEqual(KILLS * WRITERS);
  }, 120_000);
});

import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { engine } from '../test/helper.js';
import { spawnServer } from '../test/spawn-server.js';

const dataDir = mkdtempSync(path.join(tmpdir(), 'matchday-server-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe.runIf(engine === 'pglite')('server process', () => {
  it('migrates and seeds at start, and on SIGTERM finishes the request in flight, closes the database and frees the directory', async () => {
    const server = spawnServer({ dataDir, logLevel: 'debug' });
    const url = await server.started;
    expect(existsSync(path.join(dataDir, 'matchday.lock'))).toBe(true);

    // A login spends a full argon2id verification: long enough to be in flight when the signal lands.
    const login = fetch(`${url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@example.com', password: 'matchday-demo' }),
    });
    await server.waitForOutput(/"url":"\/api\/login"/);
    server.child.kill('SIGTERM');

    const response = await login;
    expect(response.status).toBe(200);
    expect(((await response.json()) as { roles: unknown[] }).roles).toHaveLength(3);
    expect(await server.exited).toBe(0);
    expect(existsSync(path.join(dataDir, 'matchday.lock'))).toBe(false);
    await expect(fetch(`${url}/api/health`)).rejects.toThrow();
  }, 90_000);

  it('seeds no demo data on an empty database in staging (SEED_DEMO unset), and prints no demo password', async () => {
    const stagingDir = mkdtempSync(path.join(tmpdir(), 'matchday-staging-'));
    const server = spawnServer({ dataDir: stagingDir, env: { NODE_ENV: 'staging', FAKE_STRIPE_PORT: '0' } });
    try {
      const url = await server.started;
      const login = await fetch(`${url}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'admin@example.com', password: 'matchday-demo' }),
      });
      expect(login.status).toBe(401);
      expect(server.stdout()).not.toContain('matchday-demo');
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
      rmSync(stagingDir, { recursive: true, force: true });
    }
  }, 90_000);
});

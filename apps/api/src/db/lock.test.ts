import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { engine } from '../../test/helper.js';
import { spawnServer } from '../../test/spawn-server.js';
import { DataDirLockedError, lockDataDir } from './lock.js';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'matchday-lock-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe.runIf(engine === 'pglite')('PGlite data directory lock', () => {
  it('a second process on a locked directory exits at once with a clear message', async () => {
    const dir = tempDir();
    const release = lockDataDir(dir);
    try {
      const second = spawnServer(dir);
      expect(await second.exited).toBe(1);
      expect(second.stderr()).toContain(`The data directory ${dir} is in use by another Matchday process (pid ${process.pid})`);
      expect(existsSync(path.join(dir, 'pgdata'))).toBe(false);
    } finally {
      release();
    }
    expect(existsSync(path.join(dir, 'matchday.lock'))).toBe(false);
  }, 90_000);

  it('takes over the stale lock of a dead process, refuses one held by a live process', () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, 'matchday.lock'), '999999999');
    const release = lockDataDir(dir);
    expect(readFileSync(path.join(dir, 'matchday.lock'), 'utf8')).toBe(String(process.pid));
    writeFileSync(path.join(dir, 'matchday.lock'), String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    writeFileSync(path.join(dir, 'matchday.lock'), String(process.pid));
    release();
    expect(existsSync(path.join(dir, 'matchday.lock'))).toBe(false);
  });
});

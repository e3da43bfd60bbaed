import { appendFileSync, cpSync, mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { checkLandedMigrations, MANIFEST_FILE, sealNewMigrations } from './landed-migrations.js';

const DRIZZLE = fileURLToPath(new URL('../../drizzle', import.meta.url));
const copies: string[] = [];
afterEach(() => copies.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A copy of the project's migrations with their committed manifest, to edit freely. */
function copyOfMigrations(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'matchday-migrations-'));
  copies.push(dir);
  cpSync(DRIZZLE, dir, { recursive: true });
  return dir;
}

describe('landed migrations are never edited', () => {
  it('holds for the project as committed', () => {
    expect(checkLandedMigrations(DRIZZLE)).toEqual([]);
  });

  it('catches a landed SQL file changed, a journal entry changed, and a landed file gone', () => {
    const dir = copyOfMigrations();
    appendFileSync(path.join(dir, '0009_payments.sql'), '\nalter table teams add column sneaky text;\n');
    const journalFile = path.join(dir, 'meta/_journal.json');
    writeFileSync(journalFile, readFileSync(journalFile, 'utf8').replace('"tag": "0003_hardening"', '"tag": "0003_hardening", "breakpoints2": 1'));
    unlinkSync(path.join(dir, '0011_money_trust.sql'));
    expect(checkLandedMigrations(dir)).toEqual([
      '0009_payments.sql landed and was changed afterwards: write a new migration instead, and restore this one',
      '0011_money_trust.sql landed and is now missing',
      'meta/_journal.json#0003_hardening landed and was changed afterwards: write a new migration instead, and restore this one',
    ]);
  });

  it('refuses a new migration until it is sealed, and sealing never blesses an edit', () => {
    const dir = copyOfMigrations();
    writeFileSync(path.join(dir, '0013_next.sql'), 'alter table teams add column next text;\n');
    expect(checkLandedMigrations(dir)).toEqual([`0013_next.sql is not recorded as landed: run npm run migrations:seal and commit ${MANIFEST_FILE}`]);
    expect(sealNewMigrations(dir)).toEqual(['0013_next.sql']);
    expect(checkLandedMigrations(dir)).toEqual([]);

    appendFileSync(path.join(dir, '0012_abuse_and_versions.sql'), '\n-- edited\n');
    expect(sealNewMigrations(dir)).toEqual([]);
    expect(checkLandedMigrations(dir)).toHaveLength(1);
  });
});

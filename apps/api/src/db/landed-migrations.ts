import { createHash } from 'node:crypto';
import { appendFileSync, existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * A migration that has landed has run on databases we do not control: editing it afterwards changes nothing there
 * and silently forks their schema from a new install's. The manifest (drizzle/landed-migrations.sha256, in
 * `sha256sum` form) records the SHA-256 of every landed SQL file and journal entry; `npm run migrations:check`
 * (the first step of `npm test`) fails when one of them changed or vanished, or when a migration is not recorded
 * yet, and `npm run migrations:seal` appends the new ones (it never rewrites a line, so it cannot bless an edit).
 */
export const MANIFEST_FILE = 'landed-migrations.sha256';
const JOURNAL = 'meta/_journal.json';

const sha256 = (text: string | Buffer) => createHash('sha256').update(text).digest('hex');

interface JournalEntry {
  tag: string;
}

/** Every piece a migration is made of, by name: its SQL file, and its entry in drizzle's journal. */
function currentPieces(folder: string): Map<string, string> {
  const pieces = new Map<string, string>();
  for (const file of readdirSync(folder)
    .filter((name) => name.endsWith('.sql'))
    .sort())
    pieces.set(file, sha256(readFileSync(path.join(folder, file))));
  const journal = JSON.parse(readFileSync(path.join(folder, JOURNAL), 'utf8')) as { entries: JournalEntry[] };
  for (const entry of journal.entries) pieces.set(`${JOURNAL}#${entry.tag}`, sha256(JSON.stringify(entry)));
  return pieces;
}

function readManifest(folder: string): Map<string, string> {
  const file = path.join(folder, MANIFEST_FILE);
  if (!existsSync(file)) return new Map();
  const lines = readFileSync(file, 'utf8').split('\n').filter(Boolean);
  return new Map(
    lines.map((line) => {
      const [hash, name] = line.split(/ {2}/);
      return [name!, hash!];
    }),
  );
}

/** What is wrong with the migrations in `folder` against its manifest; empty when every migration is sealed unchanged. */
export function checkLandedMigrations(folder: string): string[] {
  const landed = readManifest(folder);
  const current = currentPieces(folder);
  const problems: string[] = [];
  for (const [name, hash] of landed) {
    const now = current.get(name);
    if (now === undefined) problems.push(`${name} landed and is now missing`);
    else if (now !== hash) problems.push(`${name} landed and was changed afterwards: write a new migration instead, and restore this one`);
  }
  for (const name of current.keys())
    if (!landed.has(name)) problems.push(`${name} is not recorded as landed: run npm run migrations:seal and commit ${MANIFEST_FILE}`);
  return problems;
}

/** Appends the pieces not yet in the manifest; returns their names. Lines already there are never rewritten. */
export function sealNewMigrations(folder: string): string[] {
  const landed = readManifest(folder);
  const added = [...currentPieces(folder)].filter(([name]) => !landed.has(name));
  if (added.length > 0) appendFileSync(path.join(folder, MANIFEST_FILE), added.map(([name, hash]) => `${hash}  ${name}\n`).join(''));
  return added.map(([name]) => name);
}

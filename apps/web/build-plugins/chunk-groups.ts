import { build, type Plugin, type Rolldown } from 'vite';

/** Set while the probe build runs: it splits the app the bundler's own way and is read, never written. */
const PROBE = 'MATCHDAY_CHUNK_PROBE';

/** Whether this build is the probe (plugins that write files skip it). */
export const isChunkProbe = (): boolean => Boolean(process.env[PROBE]);

export interface ChunkGroupsOptions {
  /** The config file, for the probe build. */
  configFile: string;
  /** The sign-in page's module (loaded by a dynamic import). */
  signInPage: string;
  /** The other signed-out pages' modules (registration, password reset): code they share with the sign-in page may join its chunk. */
  signedOutPages: readonly string[];
  /** The modules every club page loads first (its guard and layout), loaded by dynamic imports. */
  clubShell: readonly string[];
  /** Whether a module loaded by a dynamic import is only ever loaded inside the club pages (the shell, a club page, a part of one). */
  insideClub: (moduleId: string) => boolean;
}

type Chunk = Rolldown.OutputChunk;

/** The chunks a chunk needs before it runs: itself and its static imports, transitively. */
function loadedWith(first: Chunk, byFile: ReadonlyMap<string, Chunk>): Set<Chunk> {
  const loaded = new Set<Chunk>();
  const pending = [first];
  for (let chunk = pending.pop(); chunk; chunk = pending.pop()) {
    if (loaded.has(chunk)) continue;
    loaded.add(chunk);
    pending.push(...chunk.imports.flatMap((file) => byFile.get(file) ?? []));
  }
  return loaded;
}

/**
 * Fewer, larger files for the first screens. Split automatically, the code a first load runs comes as a
 * score of small shared chunks (one request each, and gzip compresses one file better than many): this
 * plugin builds the app once the automatic way (a probe, not written), reads which modules each first
 * screen loads, and names a chunk for them in the real build:
 * - 'first-load': every module the entry loads before it runs (it merges into the entry's file);
 * - 'sign-in': the modules the sign-in page loads besides, when no page but the signed-out ones loads them;
 * - 'club-shell': the modules the club pages' guard and layout load, when nothing outside the club pages does
 *   (a club page's first load otherwise comes as some sixty files).
 * A module goes to a group only when the probe shows that group's screens load it, so no other page
 * loads more than before, and nothing another page shares with them is forced on the first screen.
 */
export function chunkGroups({ configFile, signInPage, signedOutPages, clubShell, insideClub }: ChunkGroupsOptions): Plugin {
  return {
    name: 'matchday:chunk-groups',
    apply: (_config, env) => env.command === 'build' && !isChunkProbe(),
    async config(config) {
      process.env[PROBE] = '1';
      let probe: Awaited<ReturnType<typeof build>>;
      try {
        probe = await build({ configFile, root: config.root, logLevel: 'silent', build: { write: false, minify: false, sourcemap: false } });
      } finally {
        delete process.env[PROBE];
      }
      const chunks = (Array.isArray(probe) ? probe : [probe as Rolldown.RolldownOutput])
        .flatMap((output) => output.output)
        .filter((file): file is Chunk => file.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!entry) throw new Error('chunk groups: the probe build has no entry chunk');

      // For each chunk, the entry and dynamic entries whose load brings it.
      const loaders = new Map<Chunk, Set<string>>();
      for (const root of chunks.filter((chunk) => chunk.isEntry || chunk.isDynamicEntry)) {
        for (const chunk of loadedWith(root, byFile)) {
          const by = loaders.get(chunk) ?? new Set<string>();
          by.add(root.facadeModuleId ?? root.fileName);
          loaders.set(chunk, by);
        }
      }
      const firstLoad = loadedWith(entry, byFile);
      const signedOut = new Set([signInPage, ...signedOutPages]);
      const shell = new Set(clubShell);
      const groupOf = new Map<string, string>();
      for (const chunk of chunks) {
        const by = [...(loaders.get(chunk) ?? [])];
        const group = firstLoad.has(chunk)
          ? 'first-load'
          : by.includes(signInPage) && by.every((root) => signedOut.has(root))
            ? 'sign-in'
            : by.some((root) => shell.has(root)) && by.every(insideClub)
              ? 'club-shell'
              : null;
        if (group) for (const id of chunk.moduleIds) groupOf.set(id, group);
      }
      // Only the modules named join a group, not their dependencies as well: a sign-in module's dependency that
      // a club page shares stays out of the sign-in chunk. No cycle can come of it: a chunk a club page loads
      // never imports a module that only signed-out pages load.
      const groups = [{ name: (id: string) => groupOf.get(id) ?? null, includeDependenciesRecursively: false }];
      return { build: { rolldownOptions: { output: { codeSplitting: { groups } } } } };
    },
  };
}

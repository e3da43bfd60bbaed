import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const API_DIR = fileURLToPath(new URL('..', import.meta.url));

export interface ServerProcess {
  child: ChildProcess;
  stderr: () => string;
  /** Resolves once standard output matches (the server logs JSON lines at LOG_LEVEL). */
  waitForOutput: (pattern: RegExp) => Promise<void>;
  /** Resolves with the base URL once the server prints its banner. */
  started: Promise<string>;
  exited: Promise<number | null>;
}

/** `node --import tsx src/server.ts` on its own PGlite directory and a free port. */
export function spawnServer(dataDir: string, logLevel = 'silent'): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: API_DIR,
    env: { ...process.env, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', DATABASE_URL: '', NODE_ENV: 'test', LOG_LEVEL: logLevel },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stderr!.on('data', (chunk) => (stderr += chunk));
  const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
  const exited = new Promise<number | null>((resolve) =>
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve(code);
    }),
  );
  const waiters = new Set<() => void>();
  child.stdout!.on('data', (chunk) => {
    stdout += chunk;
    waiters.forEach((check) => check());
  });
  const waitFor = (pattern: RegExp) =>
    new Promise<RegExpMatchArray>((resolve, reject) => {
      const check = () => {
        const match = stdout.match(pattern);
        if (!match) return;
        waiters.delete(check);
        resolve(match);
      };
      waiters.add(check);
      check();
      void exited.then(() => reject(new Error(`server exited before printing ${pattern}: ${stderr}`)));
    });
  const started = waitFor(/running at (http:\/\/localhost:\d+)/).then((match) => match[1]!);
  started.catch(() => undefined);
  return { child, stderr: () => stderr, waitForOutput: async (pattern) => void (await waitFor(pattern)), started, exited };
}

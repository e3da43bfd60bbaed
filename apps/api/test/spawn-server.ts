import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const API_DIR = fileURLToPath(new URL('..', import.meta.url));

export interface ServerProcess {
  child: ChildProcess;
  stderr: () => string;
  /** Resolves with the base URL once the server prints its banner. */
  started: Promise<string>;
  exited: Promise<number | null>;
}

/** `node --import tsx src/server.ts` on its own PGlite directory and a free port. */
export function spawnServer(dataDir: string): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: API_DIR,
    env: { ...process.env, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', DATABASE_URL: '', NODE_ENV: 'test', LOG_LEVEL: 'silent' },
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
  const started = new Promise<string>((resolve, reject) => {
    child.stdout!.on('data', (chunk) => {
      stdout += chunk;
      const match = stdout.match(/running at (http:\/\/localhost:\d+)/);
      if (match) resolve(match[1]!);
    });
    void exited.then(() => reject(new Error(`server exited before starting: ${stderr}`)));
  });
  started.catch(() => undefined);
  return { child, stderr: () => stderr, started, exited };
}

import { spawn } from 'node:child_process';
import { once } from 'node:events';

export interface Attacker<T> {
  /** Tells the attacker to strike; resolves with what it printed once it is done. */
  fire(): Promise<T>;
}

/**
 * An attack from a process of its own, as from other machines: making and sending its requests does not take
 * the event loop of the server under test. `script` is an ES module run with `args` (process.argv.slice(1)); it
 * prints "ready" once prepared, strikes on a line of standard input, then prints its result as JSON and exits.
 */
export async function startAttacker<T>(script: string, args: string[]): Promise<Attacker<T>> {
  const child = spawn(process.execPath, ['--input-type=module', '-e', script, ...args], { stdio: ['pipe', 'pipe', 'inherit'] });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  const exited = once(child, 'exit');
  while (!output.includes('ready\n')) await Promise.race([once(child.stdout, 'data'), exited]);
  return {
    async fire() {
      child.stdin.write('go\n');
      await exited;
      return JSON.parse(output.slice(output.indexOf('ready\n') + 'ready\n'.length)) as T;
    },
  };
}

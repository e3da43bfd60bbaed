// `npm test`: check that no landed migration was edited, type-check, lint, check the formatting, build the web app (the end-to-end suite drives the built app), run every
// vitest project, and close with the one summary line CI reads: "N passed, N failed".
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const run = (command, args) => spawnSync(command, args, { stdio: 'inherit', shell: false }).status === 0;

let passed = 0;
let failed = 0;
const step = (name, ok) => {
  if (ok) return true;
  console.error(`\n✗ ${name} failed`);
  failed += 1;
  return false;
};

// First, because it takes a second: a landed migration edited is caught before anything slow runs.
step('landed migrations', run('npm', ['run', 'migrations:check']));
step('typecheck', run('npm', ['run', 'typecheck']));
step('lint', run('npm', ['run', 'lint']));
step('format', run('npm', ['run', 'format:check']));
const built = step('web build', run('npm', ['run', 'build']));

const report = join(mkdtempSync(join(tmpdir(), 'matchday-test-')), 'vitest.json');
const projects = built
  ? []
  : ['--project', 'domain', '--project', 'web', '--project', 'api-pglite', ...(process.env.TEST_DATABASE_URL ? ['--project', 'api-postgres'] : [])];
const vitestOk = run('npx', ['vitest', 'run', ...projects, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`]);
try {
  const results = JSON.parse(readFileSync(report, 'utf8'));
  // A test file that fails to load has no failed test of its own; count it so the line never hides it.
  const brokenFiles = results.testResults.filter((file) => file.status === 'failed' && !file.assertionResults.some((test) => test.status === 'failed')).length;
  passed += results.numPassedTests;
  failed += results.numFailedTests + brokenFiles;
  // An error outside every test (a global setup, an unhandled rejection) fails the run without failing a test.
  if (!vitestOk && results.numFailedTests + brokenFiles === 0) failed += 1;
} catch {
  step('vitest report', false);
}

console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);

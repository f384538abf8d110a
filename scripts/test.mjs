// `npm test`: type check, lint, unit + API tests (PGlite and PostgreSQL), web build, browser tests;
// ends with one line summing every test that ran: `N passed, N failed[, N skipped]`.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const out = path.join(root, '.test-results');
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

const run = (cmd, args, env = {}) =>
  spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;

const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined);

let passed = 0;
let failed = 0;
let skipped = 0;
const steps = [];

// type errors and lint findings fail the run like a failing test
for (const [name, script] of [
  ['typecheck', 'typecheck'],
  ['lint', 'lint'],
]) {
  const code = run('npm', ['run', '--silent', script]);
  steps.push([name, code]);
  if (code !== 0) failed += 1;
}

const vitestJson = path.join(out, 'vitest.json');
steps.push([
  'vitest',
  run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`]),
]);
const vitest = readJson(vitestJson);
if (vitest) {
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests + (vitest.numRuntimeErrors ?? 0);
  skipped += vitest.numPendingTests + vitest.numTodoTests;
} else failed += 1;

const build = run('npm', ['run', '--silent', 'build']);
steps.push(['web build', build]);
if (build !== 0) failed += 1;
else {
  const pwJson = path.join(out, 'playwright.json');
  steps.push([
    'playwright',
    run('npx', ['playwright', 'test', '-c', 'apps/web/playwright.config.ts'], { PLAYWRIGHT_JSON_OUTPUT_NAME: pwJson }),
  ]);
  const pw = readJson(pwJson);
  if (pw) {
    passed += pw.stats.expected + pw.stats.flaky;
    failed += pw.stats.unexpected + (pw.errors?.length ?? 0);
    skipped += pw.stats.skipped;
  } else failed += 1;
}

for (const [name, code] of steps) console.log(`${name}: ${code === 0 ? 'ok' : `exit ${code}`}`);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 || steps.some(([, code]) => code !== 0) ? 1 : 0);

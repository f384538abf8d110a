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

/**
 * The vitest tests (and files that failed outside a test) that failed, with the first line of
 * their error: CI shows only the end of the output, so they are named again there.
 */
function vitestFailures(report) {
  const lines = [];
  const firstLine = (text) =>
    String(text ?? '')
      .split('\n')
      .find((l) => l.trim()) ?? '';
  for (const file of report.testResults ?? []) {
    const name = path.relative(root, file.name);
    const failed = (file.assertionResults ?? []).filter((a) => a.status === 'failed');
    for (const a of failed) lines.push(`${name} › ${a.fullName}: ${firstLine(a.failureMessages?.[0])}`);
    if (!failed.length && file.status === 'failed') lines.push(`${name}: ${firstLine(file.message)}`);
  }
  return lines;
}

const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined);

/** Titles of the browser tests that ended with `status`: 'flaky' (passed on retry) or 'unexpected'. */
function playwrightTitles(report, status) {
  const titles = [];
  const walk = (suite, path) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        if (test.status === status) titles.push(`${spec.file}:${spec.line} ${[...path, spec.title].join(' › ')}`);
    for (const child of suite.suites ?? []) walk(child, suite.title && !suite.file ? [...path, suite.title] : path);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  return titles;
}

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
const failures = vitest ? vitestFailures(vitest) : [];
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
    failures.push(...playwrightTitles(pw, 'unexpected'));
    const flaky = playwrightTitles(pw, 'flaky');
    if (flaky.length) console.log(`playwright: ${flaky.length} flaky (passed on retry):\n  ${flaky.join('\n  ')}`);
  } else failed += 1;
}

if (failures.length) console.log(`failed:\n  ${failures.map((f) => f.slice(0, 400)).join('\n  ')}`);

for (const [name, code] of steps) console.log(`${name}: ${code === 0 ? 'ok' : `exit ${code}`}`);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 || steps.some(([, code]) => code !== 0) ? 1 : 0);

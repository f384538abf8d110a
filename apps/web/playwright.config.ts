import { defineConfig } from '@playwright/test';
import { e2eBaseUrl } from './e2e/env.ts';

/** Real browser (Debian's Chromium), real server, real PostgreSQL: see e2e/serve.ts. */
export default defineConfig({
  testDir: './e2e',
  // screenshots for review run only through `npm run shots`
  testMatch: process.env.KRAMAR_SHOTS ? /\.shots\.ts$/ : /\.spec\.ts$/,
  outputDir: '../../.test-results/e2e',
  fullyParallel: true,
  workers: 2,
  // One retry: the specs share one server and database on a 2-core machine, where a load spike
  // can outlast a wait. A test that passes only on retry is reported as flaky by `npm test`.
  retries: 1,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL: e2eBaseUrl,
    locale: 'uk-UA',
    timezoneId: 'Europe/Kyiv',
    viewport: { width: 1440, height: 900 },
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-quic',
        '--no-first-run',
      ],
    },
  },
  webServer: {
    command: 'node --import tsx e2e/serve.ts',
    url: `${e2eBaseUrl}/login`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});

import { gzipSync } from 'node:zlib';
import type { Browser } from '@playwright/test';

export interface RouteScripts {
  /** What the scripts weigh gzipped (zlib's default level, as the e2e budget counts them). */
  gzip: number;
  /** What actually came over the wire for them (bodies as sent, brotli where the server sends it). */
  wire: number;
  files: { name: string; gzip: number }[];
  /** Where the browser ended up: a guest opening `/` lands on /login. */
  finalPath: string;
}

/** Opens `path` directly in a fresh context (empty cache) and adds up every script it downloads. */
export async function measureScripts(
  browser: Browser,
  baseUrl: string,
  path: string,
  token: string | undefined,
  ready: string,
  kind: 'staff' | 'dealer' = 'staff',
): Promise<RouteScripts> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: { width: 1440, height: 900 },
    ignoreHTTPSErrors: true,
  });
  // a string, not a function: this script is type-checked without the DOM's types
  // what a browser holds after signing in: the token, and whose session it is (api/token.ts)
  if (token)
    await context.addInitScript(
      `localStorage.setItem('access_token', ${JSON.stringify(token)}); localStorage.setItem('session_kind', '${kind}')`,
    );
  const page = await context.newPage();
  const bodies: Promise<{ name: string; gzip: number; wire: number }>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    bodies.push(
      Promise.all([response.body(), response.request().sizes()]).then(([body, sizes]) => ({
        name: new URL(response.url()).pathname.replace(/^\/assets\//, ''),
        gzip: gzipSync(body).length,
        wire: sizes.responseBodySize,
      })),
    );
  });
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await page.locator(ready).first().waitFor({ timeout: 15_000 });
  const loaded = await Promise.all(bodies);
  const finalPath = new URL(page.url()).pathname;
  await context.close();
  return {
    gzip: loaded.reduce((sum, x) => sum + x.gzip, 0),
    wire: loaded.reduce((sum, x) => sum + x.wire, 0),
    files: loaded.map(({ name, gzip }) => ({ name, gzip })).sort((a, b) => b.gzip - a.gzip),
    finalPath,
  };
}

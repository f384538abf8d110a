import { chromium } from '@playwright/test';
import { type LaunchedChrome, launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

export interface LighthouseFigures {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  finalUrl: string;
  /** What the page's own requests went over: `h2`, or `http/1.1` in a browser told not to use HTTP/2. */
  protocol: string;
  /** The whole report, for `--save`. */
  report: unknown;
}

// Debian's Chromium, headless, with nothing of its own going on the network during a trace.
const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  // the bench server's certificate is a throwaway one (web-server.ts)
  '--ignore-certificate-errors',
];

/** `http1`: a browser that never speaks HTTP/2, as one behind an old proxy would be served. */
export async function launchChrome(http1 = false): Promise<LaunchedChrome> {
  const flags = http1 ? [...chromeFlags, '--disable-http2'] : chromeFlags;
  return launch({ chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', chromeFlags: flags });
}

/**
 * Puts the token into the origin's localStorage of the browser's default profile, the one the
 * pages Lighthouse opens share (its default settings never clear localStorage, only caches).
 */
export async function signInChrome(
  chrome: LaunchedChrome,
  baseUrl: string,
  token: string,
  kind: 'staff' | 'dealer',
): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  const context = browser.contexts()[0];
  if (!context) throw new Error('Chromium has no default context');
  const page = await context.newPage();
  await page.goto(`${baseUrl}/login`);
  // what a browser holds after signing in: the token, and whose session it is (api/token.ts)
  await page.evaluate(
    `localStorage.setItem('access_token', ${JSON.stringify(token)}); localStorage.setItem('session_kind', '${kind}')`,
  );
  await page.close();
  await browser.close();
}

/**
 * One Lighthouse run, its default mobile profile (simulated slow 4G, 4× slower CPU) or its desktop one. A run whose
 * trace Chromium failed to record (NO_NAVSTART and the like, Lighthouse says "run again") is run
 * again, twice at most: it says nothing about the page.
 */
export async function runLighthouse(
  chrome: LaunchedChrome,
  url: string,
  desktop = false,
  attempt = 1,
): Promise<LighthouseFigures> {
  const result = await lighthouse(
    url,
    { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
    // Lighthouse's own desktop profile: a wide screen, a fast CPU and a cable's network
    desktop ? desktopConfig : undefined,
  );
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError && attempt < 3) return runLighthouse(chrome, url, desktop, attempt + 1);
  if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    finalUrl: lhr.finalDisplayedUrl,
    protocol: protocolOf(lhr.audits['network-requests']?.details, url),
    report: lhr,
  };
}

function protocolOf(details: unknown, url: string): string {
  const items = (details as { items?: { url: string; protocol?: string }[] } | undefined)?.items ?? [];
  const origin = new URL(url).origin;
  const protocols = new Set(items.filter((i) => i.url.startsWith(origin)).map((i) => i.protocol ?? '?'));
  return [...protocols].join('+');
}

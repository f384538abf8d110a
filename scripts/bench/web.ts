// `npm run bench:web`: what each screen of the built web app costs a browser. Builds nothing:
// run `npm run build` first. Starts the built app over HTTPS on a fresh PostgreSQL database of its own,
// then, per route opened directly: the scripts it downloads (Playwright's Chromium) and
// Lighthouse's mobile performance score with LCP, TBT and CLS (Debian's Chromium).
// Options: --runs N (Lighthouse runs per route; the median by score is shown), --port N,
// --routes /a,/b (a subset), --skip-lighthouse, --files (each route's scripts, heaviest first),
// --save DIR (each route's Lighthouse report as JSON, to read where the time went).
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { measureScripts, type RouteScripts } from './web-js.ts';
import { type LighthouseFigures, launchChrome, runLighthouse, signInChrome } from './web-lighthouse.ts';
import { seedLists, startServer } from './web-server.ts';

type Who = 'guest' | 'staff' | 'dealer';
interface Route {
  path: string;
  who: Who;
  /** What shows once the screen is there. */
  ready: string;
  /** The JavaScript budget of DESIGN §7, bytes gzipped. */
  budget: number;
  /** The Lighthouse aim of issue 11. */
  aim: number;
}

const shell = (path: string): Route => ({ path, who: 'staff', ready: 'main h1', budget: 400_000, aim: 90 });
// issue 29: a dealer's panel, opened by a demo dealer, ≤ 250 kB where a dealer orders
const dealer = (path: string, budget = 400_000): Route => ({ path, who: 'dealer', ready: 'main h1', budget, aim: 90 });
const routes: Route[] = [
  { path: '/login', who: 'guest', ready: 'h1', budget: 120_000, aim: 95 },
  // a guest opening the root is sent to /login: what that costs is what a new visitor pays
  { path: '/', who: 'guest', ready: 'h1', budget: 120_000, aim: 95 },
  shell('/dashboard'),
  shell('/news'),
  shell('/news/create'),
  shell('/redirect-urls'),
  shell('/promos'),
  shell('/banners/create'),
  shell('/categories-tree'),
  // issue 9: the product list and a product's form (the first seeded product), each ≤ 400 kB
  shell('/products'),
  shell('/products/1'),
  shell('/products/create'),
  shell('/products/1/kit/create'),
  // issue 13: the order list and the phone-order form
  shell('/orders'),
  shell('/orders/1'),
  shell('/orders/create'),
  dealer('/dealers'),
  dealer('/dealers/catalog', 250_000),
  dealer('/dealers/orders/new', 250_000),
  dealer('/dealers/orders'),
];

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '1' },
    port: { type: 'string', default: '3198' },
    routes: { type: 'string' },
    'skip-lighthouse': { type: 'boolean', default: false },
    'skip-desktop': { type: 'boolean', default: false },
    files: { type: 'boolean', default: false },
    save: { type: 'string' },
  },
});
const runs = Math.max(1, Number(args.runs));
const chosen = args.routes ? routes.filter((r) => args.routes?.split(',').includes(r.path)) : routes;
const log = (line: string) => process.stderr.write(`${line}\n`);

const serverUrl =
  process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const databaseUrl = new URL(serverUrl);
databaseUrl.pathname = `/kramar_bench_web_${randomBytes(4).toString('hex')}`;

const median = (xs: LighthouseFigures[]): LighthouseFigures =>
  [...xs].sort((a, b) => a.score - b.score)[Math.floor(xs.length / 2)] as LighthouseFigures;

const server = await startServer(databaseUrl.toString(), Number(args.port));
const scripts = new Map<string, RouteScripts>();
const figures = new Map<string, LighthouseFigures>();
const figuresH1 = new Map<string, LighthouseFigures>();
const figuresDesktop = new Map<string, LighthouseFigures>();
try {
  const tokens: Record<Who, string | undefined> = {
    guest: undefined,
    staff: await server.token(),
    dealer: await server.dealerToken(),
  };
  await seedLists(server.url, tokens.staff as string);

  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  try {
    for (const route of chosen) {
      scripts.set(
        route.path,
        await measureScripts(
          browser,
          server.url,
          route.path,
          tokens[route.who],
          route.ready,
          route.who === 'dealer' ? 'dealer' : 'staff',
        ),
      );
    }
  } finally {
    await browser.close();
  }

  if (!args['skip-lighthouse']) {
    // HTTP/2 as a browser reaches the shop over HTTPS, on a phone and on a desktop; HTTP/1.1 to
    // show what the protocol is worth
    const profiles = [
      { http1: false, desktop: false, into: figures, suffix: '' },
      ...(args['skip-desktop'] ? [] : [{ http1: false, desktop: true, into: figuresDesktop, suffix: '.desktop' }]),
      { http1: true, desktop: false, into: figuresH1, suffix: '.h1' },
    ];
    for (const profile of profiles) {
      const chrome = await launchChrome(profile.http1);
      try {
        // guests first: once a token is stored, /login sends the browser on to its home
        let signedIn: Who = 'guest';
        for (const who of ['guest', 'staff', 'dealer'] as const) {
          for (const route of chosen.filter((r) => r.who === who)) {
            if (who !== signedIn) {
              await signInChrome(chrome, server.url, tokens[who] as string, who === 'dealer' ? 'dealer' : 'staff');
              signedIn = who;
            }
            const results: LighthouseFigures[] = [];
            for (let i = 0; i < runs; i += 1) {
              log(
                `lighthouse ${route.path} ${profile.http1 ? 'HTTP/1.1' : 'HTTP/2'}${profile.suffix} (${i + 1}/${runs})`,
              );
              results.push(await runLighthouse(chrome, `${server.url}${route.path}`, profile.desktop));
            }
            const chosenRun = median(results);
            profile.into.set(route.path, chosenRun);
            if (args.save) {
              mkdirSync(args.save, { recursive: true });
              const name = route.path.replace(/\W+/g, '_').replace(/^_|_$/g, '') || 'root';
              writeFileSync(path.join(args.save, `${name}${profile.suffix}.json`), JSON.stringify(chosenRun.report));
            }
          }
        }
      } finally {
        chrome.kill();
      }
    }
  }
} finally {
  await server.stop();
}

const kB = (bytes: number) => (bytes / 1000).toFixed(1);
const s = (ms: number) => (Number.isNaN(ms) ? '—' : (ms / 1000).toFixed(2));
const header = [
  'route',
  'lands on',
  'JS gz kB',
  'JS wire kB',
  'files',
  'score',
  'FCP s',
  'LCP s',
  'TBT ms',
  'CLS',
  'via',
  'desktop',
  'score h1',
  'LCP s h1',
];
const rows = chosen.map((route) => {
  const js = scripts.get(route.path);
  const lh = figures.get(route.path);
  const h1 = figuresH1.get(route.path);
  const desktop = figuresDesktop.get(route.path);
  const overBudget = js && js.gzip > route.budget ? ' !' : '';
  const underAim = lh && lh.score < route.aim ? ' !' : '';
  return [
    route.path,
    js?.finalPath ?? '—',
    js ? `${kB(js.gzip)}${overBudget}` : '—',
    js ? kB(js.wire) : '—',
    js ? String(js.files.length) : '—',
    lh ? `${lh.score}${underAim}` : '—',
    lh ? s(lh.fcp) : '—',
    lh ? s(lh.lcp) : '—',
    lh ? lh.tbt.toFixed(0) : '—',
    lh ? lh.cls.toFixed(3) : '—',
    lh ? lh.protocol : '—',
    desktop ? `${desktop.score}${desktop.score < 95 ? ' !' : ''}` : '—',
    h1 ? `${h1.score} (${h1.protocol})` : '—',
    h1 ? s(h1.lcp) : '—',
  ];
});
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join(' | ')} |`;
console.log(line(header));
console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
for (const row of rows) console.log(line(row));
console.log(
  '\n"!" marks a miss: JS over its budget (120 kB for a guest, 250 kB where a dealer orders, 400 kB elsewhere), a score under its aim (95 for /login, 90 elsewhere, 95 on a desktop).\nThe server speaks HTTPS; "score" is a browser on HTTP/2, "score h1" one told not to use it (--disable-http2).',
);
if (args.files) {
  for (const [path, js] of scripts) {
    console.log(`\n${path}: ${js.files.map((f) => `${f.name} ${kB(f.gzip)}`).join(', ')}`);
  }
}

import { writeFileSync } from 'node:fs';
import { type FeedFormat, feedCsvColumns, feedFormats } from '@kramar/contract/resources/feeds.ts';
import type { Checkout } from './checkout.ts';
import { tempDir, withPg } from './databases.ts';
import type { FeedFigures, FeedsResult } from './feeds-report.ts';
import { type LoadResult, runLoad } from './load.ts';
import type { LoadOptions } from './measure-server.ts';
import type { Operation } from './operations.ts';
import { productFacts, productSuite } from './product-ops.ts';
import { benchOwner, seedCatalogueOf, seededCopies } from './products-bench.ts';
import type { Run } from './seed.ts';
import { type ServerProcess, startServer } from './server-process.ts';

/**
 * Issue 31's bound at scale: one feed per format over the whole catalogue, each built twice by
 * `POST /api/feeds/{id}/refresh` while the server's RSS is sampled: once alone (build time, peak
 * RSS), once with the products list loaded beside it (its p99 then against its p99 just before).
 * Aims: RSS under 250 MiB, the list's p99 during a build at most 3× its usual.
 */

const log = (line: string) => process.stderr.write(`${line}\n`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const chunk = 100_000;

/**
 * What the generated catalogue lacks for a feed: pictures (two each; one product in 50 has none,
 * so the no-picture skip is counted) and a rich-text description each writer reduces to its own.
 * Only rows without a gallery, so a database `npm run seed` filled keeps what it has.
 */
export async function addFeedContent(run: Run): Promise<void> {
  const [ids] = await run<{ min: string; max: string }>(
    'select min(id)::text as min, max(id)::text as max from products',
  );
  for (let from = Number(ids?.min); from <= Number(ids?.max); from += chunk) {
    await run(
      `update products set
         gallery = case when id % 50 = 0 then '[]'::jsonb
           else jsonb_build_array('products/bench/' || id || '.jpg', 'products/bench/' || id || '-back.jpg') end,
         -- the generated name and short description carry the Cyrillic text the writers escape
         description = coalesce(description, '<p>' || name || ' &amp; <b>"' || short_description || '"</b></p><ul><li>' ||
           weight || ' kg</li><li>' || length || '×' || width || '×' || height || ' cm</li><li>' || warranty_months ||
           ' months</li></ul><p>' || short_description || '</p>')
       where id between $1 and $2 and (gallery is null or gallery = '[]'::jsonb)`,
      [from, from + chunk - 1],
    );
  }
  await run('vacuum analyze products');
}

/** A feed of `format` over the whole catalogue, made through the API as the owner. */
async function createFeed(server: ServerProcess, format: FeedFormat): Promise<number> {
  const res = await fetch(`http://127.0.0.1:${server.port}/api/feeds`, {
    method: 'POST',
    headers: { authorization: `Bearer ${server.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      name: `Bench ${format}`,
      format,
      base_url: 'https://shop.example.test/',
      schedule: 'manual',
      utm_source: 'bench',
      ...(format === 'csv' ? { csv_columns: [...feedCsvColumns] } : {}),
    }),
  });
  const body = (await res.json()) as { data?: { id: number } };
  if (res.status !== 201 || !body.data)
    throw new Error(`create feed ${format}: HTTP ${res.status} ${JSON.stringify(body)}`);
  return body.data.id;
}

interface Build {
  seconds: number;
  /** The server's peak RSS from the refresh until the job is done, MiB. */
  peakRss: number;
  result: { size: number; items: number; skipped: Record<string, number> };
}

/** VmHWM starts again from the current RSS (Linux ≥ 4.0): the peak read afterwards is this build's. */
function resetPeak(pid: number): boolean {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

/** Refreshes the feed and waits for its job, sampling RSS meanwhile; `beside` runs until the job ends. */
async function build(
  server: ServerProcess,
  feed: number,
  beside?: (signal: AbortSignal) => Promise<unknown>,
): Promise<Build> {
  const exact = resetPeak(server.pid);
  let sampled = server.memory().rss;
  const watch = setInterval(() => {
    sampled = Math.max(sampled, server.memory().rss);
  }, 50);
  const api = `http://127.0.0.1:${server.port}/api`;
  const headers = { authorization: `Bearer ${server.token}` };
  const stop = new AbortController();
  const started = performance.now();
  try {
    const res = await fetch(`${api}/feeds/${feed}/refresh`, { method: 'POST', headers });
    const body = (await res.json()) as { data?: { job: number } };
    if (res.status !== 200 || !body.data)
      throw new Error(`refresh ${feed}: HTTP ${res.status} ${JSON.stringify(body)}`);
    const job = body.data.job;
    // a load that fails ends the build's wait at once (and the run, with its cleanup), not later unhandled
    let failed: { error: unknown } | undefined;
    const alongside = beside?.(stop.signal).catch((error: unknown) => {
      failed = { error };
    });
    for (;;) {
      await sleep(200);
      if (failed) throw failed.error;
      const state = (await (await fetch(`${api}/jobs/${job}`, { headers })).json()) as {
        data: { status: string; result: Build['result'] };
      };
      if (state.data.status === 'failed') throw new Error(`feed ${feed}: job failed ${JSON.stringify(state.data)}`);
      if (state.data.status === 'done') {
        const seconds = (performance.now() - started) / 1000;
        stop.abort();
        await alongside;
        const peak = exact ? server.memory().peak : sampled;
        return { seconds, peakRss: Math.max(peak, sampled), result: state.data.result };
      }
      const ended = server.exited();
      if (ended) throw new Error(`feed ${feed}: the server ${ended}`);
    }
  } finally {
    clearInterval(watch);
    stop.abort();
  }
}

/**
 * One format on a server started for it (an earlier format's load leaves RSS behind that a build
 * would be charged with): a build alone, the list's baseline, the build again under the list's load.
 */
async function measureFormat(
  checkout: Checkout,
  url: string,
  load: LoadOptions,
  list: Operation,
  format: FeedFormat,
): Promise<FeedFigures> {
  const server = await startServer(checkout, { databaseUrl: url, dataDir: tempDir('kramar-bench-feeds-') });
  const label = `postgres ${checkout.label}: ${format}`;
  const listLoad = (seconds: number, warmupSeconds: number, signal?: AbortSignal) =>
    runLoad({
      port: server.port,
      token: server.token,
      connections: load.connections,
      seconds,
      warmupSeconds,
      next: (i) => list.call(i),
      signal,
      // a list request the database could not answer in time during a build is a figure to report
      countUnavailable: true,
    });
  try {
    await sleep(1000);
    const idleRss = server.memory().rss;
    const feed = await createFeed(server, format);
    const quiet = await build(server, feed);
    log(
      `${label}: idle RSS ${idleRss.toFixed(0)} MiB; built in ${quiet.seconds.toFixed(1)} s, ${quiet.result.items} items, ` +
        `${(quiet.result.size / 2 ** 20).toFixed(1)} MiB, peak RSS ${quiet.peakRss.toFixed(0)} MiB`,
    );
    resetPeak(server.pid);
    const baseline = await listLoad(load.seconds, load.warmupSeconds);
    const listPeakRss = server.memory().peak;
    let during: LoadResult | undefined;
    // a day's cap: the build's end stops it
    const loaded = await build(server, feed, async (signal) => {
      during = await listLoad(86_400, 0, signal);
    });
    if (!during) throw new Error(`${format}: no load ran during the build`);
    log(
      `${label} under load: ${loaded.seconds.toFixed(1)} s, peak RSS ${loaded.peakRss.toFixed(0)} MiB; ` +
        `list p99 ${baseline.p99Ms.toFixed(1)} → ${during.p99Ms.toFixed(1)} ms ` +
        `(${(during.p99Ms / baseline.p99Ms).toFixed(2)}×), ${baseline.perSecond.toFixed(0)} → ${during.perSecond.toFixed(0)} req/s, ` +
        `503 answers ${baseline.unavailable} → ${during.unavailable}`,
    );
    return {
      format,
      idleRss,
      buildSeconds: quiet.seconds,
      size: quiet.result.size,
      items: quiet.result.items,
      skipped: Object.values(quiet.result.skipped).reduce((a, b) => a + b, 0),
      peakRss: quiet.peakRss,
      listPeakRss,
      loadedSeconds: loaded.seconds,
      loadedPeakRss: loaded.peakRss,
      baseline,
      during,
    };
  } finally {
    await server.stop();
  }
}

async function measureFeeds(checkout: Checkout, url: string, load: LoadOptions): Promise<FeedFigures[]> {
  const list = (await withPg(url, async (run) => productSuite(await productFacts(run)).operations(run))).find(
    (op) => op.key === 'list',
  );
  if (!list) throw new Error('no list operation');
  log(`postgres ${checkout.label}: the list loaded is ${list.name}`);
  const out: FeedFigures[] = [];
  for (const format of feedFormats) out.push(await measureFormat(checkout, url, load, list, format));
  return out;
}

/** The feeds suite on PostgreSQL: `rows` generated products (or a copy of `fromDb`) with pictures and descriptions. */
export async function benchFeeds(
  checkouts: Checkout[],
  rows: number,
  load: LoadOptions,
  fromDb: string | undefined,
): Promise<FeedsResult> {
  const { copies, seedSeconds } = await seededCopies(
    checkouts,
    fromDb,
    (url) => {
      const started = performance.now();
      return seedCatalogueOf(url, rows, async (_db, run) => {
        await addFeedContent(run);
        return (performance.now() - started) / 1000;
      });
    },
    'kramar_feedbench',
  );
  // a database seeded by `npm run seed` has its own owner and no pictures: the bench adds both
  if (fromDb)
    for (const url of copies)
      await withPg(url, async (run) => {
        await benchOwner(run);
        await addFeedContent(run);
      });
  const [facts] = await withPg(copies[0] ?? '', (run) =>
    run<{ n: string; attrs: string }>(
      `select count(*)::text as n, (select count(*) from products_attribute_values)::text as attrs from products`,
    ),
  );
  log(
    `postgres: ${Number(facts?.n).toLocaleString('en-US')} products, ${Number(facts?.attrs).toLocaleString('en-US')} attribute values`,
  );
  const versions = [];
  for (const [i, checkout] of checkouts.entries()) {
    versions.push({
      label: checkout.label,
      describe: checkout.describe,
      feeds: await measureFeeds(checkout, copies[i] ?? '', load),
    });
  }
  return { rows: Number(facts?.n), seedSeconds, versions };
}

import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import type { FeedFormat } from '@kramar/contract/resources/feeds.ts';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import type { JobContext } from '../../jobs/jobs.ts';
import type { Storage } from '../../storage/storage.ts';
import {
  type Category,
  countProducts,
  type FeedSettings,
  feedProducts,
  loadCategories,
  type SkipReason,
  subtreeIds,
} from './source.ts';
import { csvCell } from './text.ts';
import { writers } from './writers/index.ts';
import type { WriterContext } from './writers/writer.ts';

type FeedRow = FeedSettings & { token: string; name: string };

/** Where a feed's file lives: the token in the name, so a rotated token leaves nothing to guess. */
export const feedPath = (id: number, token: string, ext: string): string => `feeds/${id}/${token}.${ext}`;
export const skippedPath = (id: number, token: string): string => `feeds/${id}/${token}-skipped.csv`;
export const extOf = (format: string): 'xml' | 'csv' => writers[format as FeedFormat]?.ext ?? 'xml';

const reasonLabels: Record<SkipReason, string> = {
  no_price: 'немає ціни',
  no_picture: 'немає фото',
  not_in_stock: 'немає в наявності',
  invalid_gtin: 'невірний GTIN (EAN-13)',
};

export interface BuildResult {
  feed: number;
  size: number;
  items: number;
  skipped: Record<SkipReason, number>;
  durationMs: number;
}

async function loadFeed(db: Db, id: number): Promise<FeedRow | undefined> {
  const [row] = await queryRows<FeedRow & { id: number | string }>(
    db,
    sql`select f.*,
          coalesce((select array_agg(target_id order by position) from feeds_categories where owner_id = f.id), '{}') as categories,
          coalesce((select array_agg(target_id order by position) from feeds_brands where owner_id = f.id), '{}') as brands
        from feeds f where f.id = ${id}`,
  );
  if (!row) return undefined;
  return { ...row, id: Number(row.id), categories: row.categories.map(Number), brands: row.brands.map(Number) };
}

/** A category and those above it, nearest first (a guard against a broken tree's loop). */
function upwards(byId: Map<number, Category>, id: number): Category[] {
  const out: Category[] = [];
  let c = byId.get(id);
  for (let guard = 0; c && guard < 50; guard++) {
    out.push(c);
    c = c.parent === null ? undefined : byId.get(c.parent);
  }
  return out;
}

/** Answers per category id, each worked out once per build. */
function perCategory<T>(categories: Category[], of: (line: Category[]) => T): (id: number) => T {
  const byId = new Map(categories.map((c) => [c.id, c]));
  const cache = new Map<number, T>();
  return (id) => {
    if (cache.has(id)) return cache.get(id) as T;
    const out = of(upwards(byId, id));
    cache.set(id, out);
    return out;
  };
}

/**
 * The most text handed to storage at once. A batch's whole text in one string (a megabyte or two)
 * is born in V8's large-object space, that is in the old generation: a build of a million products
 * piled a hundred megabytes of such garbage there between full collections. Pieces this small stay
 * in the young generation and die there.
 */
export const pieceChars = 16_384;

/**
 * Builds one feed: products streamed batch by batch through the format's writer into storage
 * under a temporary name, moved over the live name only once whole (a marketplace fetching it
 * meanwhile gets the previous file). Skipped products go to a CSV beside it.
 */
export async function buildFeed(
  db: Db,
  storage: Storage,
  feedId: number,
  job: Pick<JobContext, 'progress' | 'signal' | 'jobId'>,
): Promise<BuildResult | { missing: true }> {
  const feed = await loadFeed(db, feedId);
  if (!feed) return { missing: true };
  const started = Date.now();
  await db.execute(sql`update feeds set last_started_at = now(), last_error = null where id = ${feedId}`);
  const writer = writers[feed.format as FeedFormat] ?? writers.google_merchant;
  const all = await loadCategories(db);
  const ids = subtreeIds(feed.categories, all);
  const chosen = ids ? new Set(ids) : null;
  const ctx: WriterContext = {
    feed,
    shopName: new URL(feed.base_url).hostname,
    categories: chosen ? all.filter((c) => chosen.has(c.id)) : all,
    trail: perCategory(all, (line) =>
      line
        .map((c) => c.title)
        .reverse()
        .join(' > '),
    ),
    // a subcategory without its own takes the nearest one above it
    googleCategory: perCategory(all, (line) => line.find((c) => c.google !== null)?.google ?? null),
    now: new Date(),
  };
  const total = await countProducts(db, feed, ids);
  const skipped: Record<SkipReason, number> = { no_price: 0, no_picture: 0, not_in_stock: 0, invalid_gtin: 0 };
  let items = 0;
  let done = 0;
  const dir = await mkdtemp(path.join(tmpdir(), 'kramar-feed-'));
  const skippedFile = path.join(dir, 'skipped.csv');
  const skippedOut = createWriteStream(skippedFile);
  skippedOut.write('\uFEFFid;sku;name;reason\n');

  async function* text(): AsyncGenerator<string> {
    yield writer.head(ctx);
    for await (const batch of feedProducts(db, feed as FeedRow, ids, writer.params)) {
      if (job.signal.aborted) throw new Error('aborted');
      let chunk = '';
      let lost = '';
      for (const { product, skip } of batch) {
        if (skip) {
          skipped[skip]++;
          lost += `${[product.id, product.sku, product.name, reasonLabels[skip]].map(csvCell).join(';')}\n`;
        } else {
          items++;
          chunk += writer.item(product, ctx);
          if (chunk.length >= pieceChars) {
            yield chunk;
            chunk = '';
          }
        }
      }
      done += batch.length;
      job.progress(done, Math.max(total, done));
      if (lost && !skippedOut.write(lost)) await new Promise<void>((r) => skippedOut.once('drain', () => r()));
      if (chunk) yield chunk;
    }
    yield writer.tail(ctx);
  }

  const live = feedPath(feed.id, feed.token, writer.ext);
  const temporary = `feeds/${feed.id}/tmp-${job.jobId}-${feed.token}.${writer.ext}`;
  try {
    const stored = await storage.put(temporary, Readable.from(text()), { contentType: writer.contentType });
    await storage.move(temporary, live);
    skippedOut.end();
    await finished(skippedOut);
    const size = (await stat(skippedFile)).size;
    await storage.put(skippedPath(feed.id, feed.token), createReadStream(skippedFile), {
      contentType: 'text/csv; charset=utf-8',
      size,
    });
    const durationMs = Date.now() - started;
    const lostCount = Object.values(skipped).reduce((a, b) => a + b, 0);
    await db.execute(sql`update feeds set last_finished_at = now(), last_duration_ms = ${durationMs},
        last_size = ${stored.size}, last_items = ${items}, last_skipped = ${lostCount},
        skipped_no_price = ${skipped.no_price}, skipped_no_picture = ${skipped.no_picture},
        skipped_not_in_stock = ${skipped.not_in_stock}, skipped_invalid_gtin = ${skipped.invalid_gtin}
      where id = ${feed.id}`);
    return { feed: feed.id, size: stored.size, items, skipped, durationMs };
  } catch (error) {
    await storage.remove(temporary).catch(() => {});
    await db
      .execute(
        sql`update feeds set last_error = ${String((error as Error).message ?? error).slice(0, 500)} where id = ${feed.id}`,
      )
      .catch(() => {});
    throw error;
  } finally {
    skippedOut.destroy();
    await rm(dir, { recursive: true, force: true });
  }
}

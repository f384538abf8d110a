import { request } from 'node:http';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { create, ownerToken, recordStatements } from '../../crud/test-kit.ts';
import type { LocalStorage } from '../../storage/local-storage.ts';
import type { Storage } from '../../storage/storage.ts';
import { settledOpenFiles } from '../../test/open-files.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { pieceChars } from './build.ts';
import { batchSize } from './source.ts';
import { fetchFeed, refresh } from './test-kit.ts';

let t: TestApp;
let owner: string;
const count = 700;

beforeAll(async () => {
  t = await startTestApp();
  owner = await ownerToken(t);
});
afterAll(() => t.close());

/** What reaches the app's own storage for files under `prefix`: each piece's length (the files are still written). */
function watchPuts(storage: Storage, prefix: string): { pieces: number[]; stop(): void } {
  const original = storage.put;
  const pieces: number[] = [];
  storage.put = function watched(this: Storage, rel, body, options) {
    if (!rel.startsWith(prefix) || Buffer.isBuffer(body)) return original.call(this, rel, body, options);
    const seen = new Transform({
      objectMode: true,
      transform(piece: string | Buffer, _enc, done) {
        pieces.push(piece.length);
        done(null, piece);
      },
    });
    void pipeline(body, seen).catch(() => {});
    return original.call(this, rel, seen, options);
  };
  return { pieces, stop: () => Object.assign(storage, { put: original }) };
}

describe('a build of many products', () => {
  it('reads them by keyset a batch at a time and hands storage the file in small pieces', async () => {
    const category = (await create(t, owner, 'categories', { title: 'Багато' })).id;
    // a kilobyte and more of Cyrillic description each: a batch's text is hundreds of kilobytes
    await t.app.database.db.execute(
      sql`insert into products (name, slug, sku, category, price, quantity, availability, status, gallery, description)
          select 'Товар ' || n, 'many-' || n, 'MANY-' || n, ${category}, 100000 + n, 5, 'in_stock', 'published',
            jsonb_build_array('products/many/' || n || '.jpg'), '<p>' || repeat('Опис товару ' || n || ' ', 100) || '</p>'
          from generate_series(1, ${count}) n`,
    );
    const feed = await create(t, owner, 'feeds', {
      name: 'Багато',
      format: 'rozetka_yml',
      base_url: 'https://shop.example.test',
      categories: [category],
    });
    const storage = (t.app as unknown as { storage: Storage }).storage;
    const watch = watchPuts(storage, `feeds/${feed.id}/tmp-`);
    let job: { status: string; result: unknown } | undefined;
    // the build runs on the jobs' connection
    const statements = await recordStatements(
      t,
      async () => {
        job = await refresh(t, owner, feed.id);
      },
      'jobsDb',
    ).finally(() => watch.stop());
    expect(job?.status, JSON.stringify(job)).toBe('done');
    expect(job?.result).toMatchObject({ items: count });

    // one keyset query per batch, and the last one that finds nothing
    const reads = statements.filter((s) => s.includes('from products p left join brands'));
    expect(reads).toHaveLength(Math.ceil(count / batchSize) + 1);
    expect(reads.length).toBeGreaterThanOrEqual(Math.ceil(count / 250) + 1);
    // a piece ends after the item that took it past the size: one item's text at most more
    expect(watch.pieces.length).toBeGreaterThan(count / 20);
    expect(Math.max(...watch.pieces)).toBeLessThan(pieceChars + 4000);
    const text = await (await fetchFeed(t, String(feed.token))).text();
    expect(text.match(/<offer /g)).toHaveLength(count);

    // a marketplace dropping the gzipped file after its first bytes leaves the stored file closed
    const url = new URL(`${t.url}/feeds/${feed.token}.xml`);
    await new Promise<void>((resolve, reject) => {
      const req = request(url, { headers: { 'accept-encoding': 'gzip' }, agent: false }, (res) => {
        expect(res.headers['content-encoding']).toBe('gzip');
        res.once('data', () => req.destroy());
        res.on('close', resolve);
      });
      req.on('error', (error: NodeJS.ErrnoException) => (error.code === 'ECONNRESET' ? resolve() : reject(error)));
      req.end();
    });
    expect(await settledOpenFiles((storage as LocalStorage).root)).toEqual([]);
  });
});

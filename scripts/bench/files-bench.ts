import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import type { Checkout } from './checkout.ts';
import { tempDir, withPg } from './databases.ts';
import { type LoadOptions, measureServer, type Suite } from './measure-server.ts';
import type { Operation } from './operations.ts';
import { seededCopies } from './products-bench.ts';
import type { DatabaseResult } from './report.ts';
import type { Run } from './seed.ts';
import { startServer } from './server-process.ts';

/**
 * Issue 30's media library: one folder of 100 000 files listed by name, by date, far down by
 * keyset and searched (aim ≥ 1 000 req/s), every page checked against the database; then 100
 * photos of 4000×3000 uploaded through the API while the server's peak RSS is watched (aim
 * under 300 MiB).
 */

const log = (line: string) => process.stderr.write(`${line}\n`);
const perPage = 50;
export const fileSearch = '4242';

async function seedFiles(url: string, rows: number): Promise<number> {
  const started = performance.now();
  await withPg(url, async (run) => {
    await run(`insert into file_folders (name) values ('Bench')`);
    // names in an order of their own (not the ids'), sizes and dates spread out
    await run(
      `insert into files (folder_id, name, path, kind, mime, size, width, height, thumbnail, created_at)
       select (select id from file_folders where name = 'Bench'),
         'photo-' || lpad(((n * 7919) % $1::int)::text, 6, '0') || '.jpg',
         'library/bench/' || n || '.jpg', 'image', 'image/jpeg', 50000 + (n::bigint * 104729) % 5000000, 4000, 3000,
         'thumbs/library/bench/' || n || '.webp', now() - make_interval(secs => (n * 1571) % (365 * 86400))
       from generate_series(1, $1::int) n`,
      [rows],
    );
    await run('vacuum analyze files');
  });
  return (performance.now() - started) / 1000;
}

interface FileFacts {
  folder: number;
  minId: number;
  maxId: number;
  rows: number;
  searchMatches: number;
}

async function fileFacts(run: Run): Promise<FileFacts> {
  const [row] = await run<{ folder: string; min: string; max: string; n: string; found: string }>(
    `select (select id from file_folders where name = 'Bench')::text as folder, min(id)::text as min,
       max(id)::text as max, count(*)::text as n, count(*) filter (where name ilike '%${fileSearch}%')::text as found
     from files`,
  );
  return {
    folder: Number(row?.folder),
    minId: Number(row?.min),
    maxId: Number(row?.max),
    rows: Number(row?.n),
    searchMatches: Number(row?.found),
  };
}

/** A page request whose rows must be exactly `ids`, in order. */
function pageOp(key: Operation['key'], name: string, path: string, ids: string): Operation {
  const check = (status: number, raw: unknown) => {
    if (status !== 200) throw new Error(`${name}: HTTP ${status} ${JSON.stringify(raw).slice(0, 300)}`);
    const got = ((raw as { data: { id: unknown }[] }).data ?? []).map((r) => String(r.id)).join(',');
    if (got !== ids) throw new Error(`${name}: rows ${got.slice(0, 80)}…, the page's are ${ids.slice(0, 80)}…`);
  };
  return { key, name, call: () => ({ method: 'GET', path, check }) };
}

const ids = async (run: Run, where: string, order: string, values: unknown[] = []) =>
  (
    await run<{ id: string }>(
      `select id::text as id from files where ${where} order by ${order} limit ${perPage}`,
      values,
    )
  )
    .map((r) => r.id)
    .join(',');

const fileSuite = (facts: FileFacts): Suite => ({
  ids: facts,
  async operations(run) {
    const inFolder = `folder_id = ${facts.folder}`;
    const base = `/api/files?folder=${facts.folder}&limit=${perPage}`;
    // the keyset cursor of the row half-way down the folder by name, as a client paging there would hold it
    const [mid] = await run<{ id: string; name: string }>(
      `select id::text as id, name from files where ${inFolder} order by name, id offset ${Math.floor(facts.rows / 2)} limit 1`,
    );
    const cursor = Buffer.from(JSON.stringify(['name', mid?.name, Number(mid?.id)])).toString('base64url');
    return [
      pageOp('list', 'by name', `${base}&sort=name`, await ids(run, inFolder, 'name, id')),
      pageOp(
        'deep',
        `by name after row ${Math.floor(facts.rows / 2)}`,
        `${base}&sort=name&cursor=${cursor}`,
        await ids(run, `${inFolder} and (name, id) > ($1, $2)`, 'name, id', [mid?.name, mid?.id]),
      ),
      pageOp('dates', 'newest first', `${base}&sort=-created_at`, await ids(run, inFolder, 'created_at desc, id desc')),
      pageOp(
        'search',
        `search "${fileSearch}"`,
        `${base}&sort=name&search=${fileSearch}`,
        await ids(run, `${inFolder} and name ilike $1`, 'name, id', [`%${fileSearch}%`]),
      ),
    ];
  },
});

/** 100 photos of 4000×3000 (a noisy JPEG of about 4 MB, as a camera's is) in requests of 10. */
async function uploadPhotos(checkout: Checkout, url: string): Promise<string> {
  const noise = randomBytes(1000 * 750 * 3);
  const photo = await sharp(noise, { raw: { width: 1000, height: 750, channels: 3 } })
    .resize(4000, 3000, { kernel: 'nearest' })
    .jpeg({ quality: 90 })
    .toBuffer();
  const server = await startServer(checkout, { databaseUrl: url, dataDir: tempDir('kramar-bench-files-') });
  try {
    const atRest = server.memory().rss;
    const started = performance.now();
    let peakSeen = atRest;
    const watch = setInterval(() => {
      peakSeen = Math.max(peakSeen, server.memory().rss);
    }, 50);
    for (let batch = 0; batch < 10; batch++) {
      const form = new FormData();
      for (let i = 0; i < 10; i++) form.append('files[]', new Blob([new Uint8Array(photo)]), `photo-${batch}-${i}.jpg`);
      const res = await fetch(`http://127.0.0.1:${server.port}/api/files`, {
        method: 'POST',
        headers: { authorization: `Bearer ${server.token}` },
        body: form,
      });
      const body = (await res.json()) as { data?: { stored: boolean }[] };
      if (res.status !== 200 || body.data?.some((r) => !r.stored)) {
        throw new Error(`upload: HTTP ${res.status} ${JSON.stringify(body).slice(0, 300)}`);
      }
    }
    clearInterval(watch);
    const seconds = (performance.now() - started) / 1000;
    const { peak } = server.memory();
    return (
      `upload: 100 photos 4000×3000 (${(photo.length / 2 ** 20).toFixed(1)} MiB JPEG each) in 10 requests: ` +
      `${seconds.toFixed(1)} s (${(seconds * 10).toFixed(0)} ms a photo); server RSS ${atRest.toFixed(0)} MiB at rest, ` +
      `peak ${Math.max(peak, peakSeen).toFixed(0)} MiB (aim < 300)`
    );
  } finally {
    await server.stop();
  }
}

/** The files suite on PostgreSQL: `rows` files in one folder of a database of its own. */
export async function benchFiles(
  checkouts: Checkout[],
  rows: number,
  load: LoadOptions,
  fromDb: string | undefined,
): Promise<DatabaseResult & { upload: string }> {
  const { copies, seedSeconds } = await seededCopies(checkouts, fromDb, (url) => seedFiles(url, rows));
  const facts = await withPg(copies[0] ?? '', fileFacts);
  log(`postgres: ${facts.rows.toLocaleString('en-US')} files in one folder, "${fileSearch}" in ${facts.searchMatches}`);
  const versions = [];
  for (const [i, checkout] of checkouts.entries()) {
    versions.push(await measureServer(checkout, { kind: 'postgres', url: copies[i] ?? '' }, fileSuite(facts), load));
  }
  const last = checkouts.at(-1) as Checkout;
  const upload = await uploadPhotos(last, copies.at(-1) ?? '');
  log(upload);
  return {
    database: 'postgres',
    rows: facts.rows,
    seedSeconds,
    searchMatches: facts.searchMatches,
    versions,
    perSecondAims: { list: 1000, deep: 1000, dates: 1000, search: 1000 },
    upload,
  };
}

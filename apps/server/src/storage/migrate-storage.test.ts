import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UploadedFile } from '../http/nested-fields.ts';
import { LocalStorage } from './local-storage.ts';
import { migrateStorage } from './migrate-storage.ts';
import { S3Storage } from './s3-storage.ts';
import { startTestS3, type TestS3 } from './s3-test-server.ts';
import { thumbnailPath } from './storage.ts';
import { makeImage } from './test-images.ts';

let s3: TestS3;
let base: string;
let local: LocalStorage;
let bucket: S3Storage;
const repo = path.resolve(import.meta.dirname, '../../../..');

beforeAll(async () => {
  s3 = await startTestS3();
  base = await mkdtemp(path.join(tmpdir(), 'kramar-migrate-'));
  local = await LocalStorage.create({ root: path.join(base, 'uploads') });
  bucket = new S3Storage(s3.options);
  for (let i = 0; i < 3; i++) {
    await local.saveImage(new UploadedFile('a.png', 'image/png', await makeImage('png', 40 + i, 30)), 'news');
  }
  await local.put('feeds/google.xml', Buffer.from('<rss/>'), { contentType: 'application/xml' });
});
afterAll(async () => {
  await bucket.close();
  await s3.close();
  await rm(base, { recursive: true, force: true });
});

const all = async (storage: LocalStorage | S3Storage) => {
  const out: string[] = [];
  for await (const item of storage.list('')) out.push(item.path);
  return out.sort();
};

describe('moving files between drivers', () => {
  it('copies everything to S3, skips what is there on a second run, and comes back', async () => {
    expect(await migrateStorage(local, bucket)).toMatchObject({ copied: 7, skipped: 0 });
    expect(await all(bucket)).toEqual(await all(local));
    const [first] = (await all(local)).filter((p) => p.startsWith('news/'));
    expect(await bucket.stat(thumbnailPath(first as string))).toMatchObject({ contentType: 'image/webp' });

    // a run stopped half-way: what is missing is copied, the rest skipped
    await bucket.remove(first as string);
    expect(await migrateStorage(local, bucket)).toMatchObject({ copied: 2, skipped: 5 });

    const back = await LocalStorage.create({ root: path.join(base, 'back') });
    expect(await migrateStorage(bucket, back)).toMatchObject({ copied: 7, skipped: 0 });
    expect(await all(back)).toEqual(await all(local));
    expect((await back.stat('feeds/google.xml'))?.size).toBe(6);
  });

  it('runs as `npm run storage:migrate -- --to s3` and prints the count', async () => {
    const { options } = s3;
    const env = {
      ...process.env,
      UPLOADS_DIR: path.join(base, 'uploads'),
      S3_ENDPOINT: options.endpoint,
      S3_BUCKET: options.bucket,
      S3_ACCESS_KEY_ID: options.accessKeyId,
      S3_SECRET_ACCESS_KEY: options.secretAccessKey,
      S3_FORCE_PATH_STYLE: '1',
    };
    const script = path.join(repo, 'apps/server/src/storage/migrate-cli.ts');
    const run = promisify(execFile);
    const { stdout } = await run(process.execPath, ['--import', 'tsx', script, '--to', 's3'], { env, cwd: repo });
    expect(stdout).toMatch(/^0 files copied \(0\.0 MB\), 7 already there, in [\d.]+ s\.$/m);
    const bad = await run(process.execPath, ['--import', 'tsx', script, '--to', 'ftp'], { env, cwd: repo }).catch(
      (e: { code: number; stderr: string }) => e,
    );
    expect(bad).toMatchObject({ code: 2 });
  }, 60_000);
});

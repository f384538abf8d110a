import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UploadedFile } from '../http/nested-fields.ts';
import { LocalStorage } from './local-storage.ts';
import { S3Storage } from './s3-storage.ts';
import { startTestS3, type TestS3 } from './s3-test-server.ts';
import { type Storage, StorageUnavailable, thumbnailPath, UnsafePath } from './storage.ts';
import { makeImage } from './test-images.ts';

const text = async (body: Readable): Promise<string> => {
  let out = '';
  for await (const chunk of body) out += chunk;
  return out;
};

const listed = async (storage: Storage, prefix: string): Promise<string[]> => {
  const paths: string[] = [];
  for await (const item of storage.list(prefix)) paths.push(item.path);
  return paths.sort();
};

/** A stream that gives some bytes and then fails, as a client that hangs up mid-upload. */
const failing = () =>
  new Readable({
    read() {
      this.push('partial bytes');
      this.destroy(new Error('client went away'));
    },
  });

let s3: TestS3;
let base: string;
const drivers: Record<string, () => Storage> = {};

beforeAll(async () => {
  s3 = await startTestS3();
  base = await mkdtemp(path.join(tmpdir(), 'kramar-drivers-'));
  const local = await LocalStorage.create({ root: base });
  const bucket = new S3Storage(s3.options);
  drivers.local = () => local;
  drivers.s3 = () => bucket;
});
afterAll(async () => {
  await drivers.s3?.().close();
  await s3.close();
  await rm(base, { recursive: true, force: true });
});

describe.each(['local', 's3'])('the %s driver', (name) => {
  const storage = () => (drivers[name] as () => Storage)();

  it('puts bytes and a stream of unknown length, and reads them whole or by range', async () => {
    const stat = await storage().put('feeds/a.xml', Buffer.from('<feed>0123456789</feed>'), {
      contentType: 'application/xml; charset=utf-8',
    });
    expect(stat.size).toBe(23);
    await storage().put('feeds/b.csv', Readable.from(['a;b\n', '1;2\n']), { contentType: 'text/csv; charset=utf-8' });
    expect(await storage().stat('feeds/b.csv')).toMatchObject({ size: 8, contentType: 'text/csv; charset=utf-8' });
    const whole = await storage().open('feeds/a.xml');
    expect(whole).toMatchObject({ size: 23, start: 0, end: 22 });
    expect(await text((whole as { body: Readable }).body)).toBe('<feed>0123456789</feed>');
    const part = await storage().open('feeds/a.xml', { start: 6, end: 9 });
    expect(part).toMatchObject({ size: 23, start: 6, end: 9 });
    expect(await text((part as { body: Readable }).body)).toBe('0123');
    const tail = await storage().open('feeds/a.xml', { start: 16 });
    expect(await text((tail as { body: Readable }).body)).toBe('</feed>');
  });

  it('replaces a file whole, and keeps the old one when the new stream fails', async () => {
    await storage().put('feeds/c.xml', Buffer.from('old'), { contentType: 'application/xml' });
    await storage().put('feeds/c.xml', Buffer.from('new one'), { contentType: 'application/xml' });
    expect(await text(((await storage().open('feeds/c.xml')) as { body: Readable }).body)).toBe('new one');
    await expect(storage().put('feeds/c.xml', failing(), { contentType: 'application/xml' })).rejects.toThrow();
    expect(await text(((await storage().open('feeds/c.xml')) as { body: Readable }).body)).toBe('new one');
    // no temporary name is left for a list (or a migration) to see
    expect(await listed(storage(), 'feeds/')).toEqual(['feeds/a.xml', 'feeds/b.csv', 'feeds/c.xml']);
  });

  it('saves an image with its WebP thumbnail, lists, moves and removes', async () => {
    const data = await makeImage('jpeg', 800, 600);
    const rel = await storage().saveImage(new UploadedFile('a.jpg', 'image/jpeg', data), 'news');
    expect(rel).toMatch(/^news\/\d{4}\/\d{2}\/[0-9a-f]{24}\.jpg$/);
    expect(await storage().stat(rel)).toMatchObject({ size: data.length, contentType: 'image/jpeg' });
    const thumb = await storage().open(thumbnailPath(rel));
    const chunks: Buffer[] = [];
    for await (const c of (thumb as { body: Readable }).body) chunks.push(c as Buffer);
    expect(await sharp(Buffer.concat(chunks)).metadata()).toMatchObject({ format: 'webp', width: 320, height: 240 });
    expect(await listed(storage(), 'news/')).toEqual([rel]);

    await storage().move('feeds/b.csv', 'feeds/archive/b.csv');
    expect(await storage().stat('feeds/b.csv')).toBeUndefined();
    expect(await storage().stat('feeds/archive/b.csv')).toMatchObject({ size: 8 });

    await storage().remove(rel);
    expect(await storage().stat(rel)).toBeUndefined();
    expect(await storage().stat(thumbnailPath(rel))).toBeUndefined();
    await storage().remove(rel);
  });

  it('answers a missing object as missing and refuses paths that are not ours', async () => {
    expect(await storage().open('nothing/here.jpg')).toBeUndefined();
    expect(await storage().stat('nothing/here.jpg')).toBeUndefined();
    expect(await storage().open('../etc/passwd')).toBeUndefined();
    expect(await listed(storage(), 'nothing/')).toEqual([]);
    await expect(
      storage().put('../escape.txt', Buffer.from('x'), { contentType: 'text/plain' }),
    ).rejects.toBeInstanceOf(UnsafePath);
    await expect(storage().remove('thumbs/news/a.webp')).rejects.toBeInstanceOf(UnsafePath);
  });
});

describe('S3 that is down', () => {
  it('turns every call into StorageUnavailable within seconds', async () => {
    const down = await startTestS3('down');
    const storage = new S3Storage(down.options);
    await storage.put('a/b.txt', Buffer.from('there'), { contentType: 'text/plain' });
    await down.stop();
    const started = Date.now();
    await expect(storage.stat('a/b.txt')).rejects.toBeInstanceOf(StorageUnavailable);
    await expect(storage.open('a/b.txt')).rejects.toBeInstanceOf(StorageUnavailable);
    const error = await storage
      .put('a/c.txt', Buffer.from('x'), { contentType: 'text/plain' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StorageUnavailable);
    expect((error as StorageUnavailable).status).toBe(503);
    expect((error as Error).message).toBe('Сховище файлів тимчасово недоступне. Спробуйте пізніше.');
    expect(Date.now() - started).toBeLessThan(10_000);
    await storage.close();
    await down.close();
  });
});

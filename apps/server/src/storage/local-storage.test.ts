import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, realpath, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { UploadedFile } from '../http/nested-fields.ts';
import { createStorage } from './create-storage.ts';
import { LocalStorage } from './local-storage.ts';
import { thumbnailPath, UnsafePath, UploadRejected } from './storage.ts';
import { makeAnimatedGif, makeImage, makeNoisePng, makePngClaiming } from './test-images.ts';

let base: string;
let outside: string;
let storage: LocalStorage;
const now = new Date('2026-11-05T10:00:00Z');

beforeEach(async () => {
  base = await mkdtemp(path.join(tmpdir(), 'kramar-storage-test-'));
  outside = path.join(base, 'outside');
  await mkdir(outside);
  await writeFile(path.join(outside, 'secret.jpg'), 'do not touch');
  storage = await LocalStorage.create({ root: path.join(base, 'root'), now: () => now });
});
afterEach(() => rm(base, { recursive: true, force: true }));

const upload = (data: Buffer, filename = 'photo.jpg', mimetype = 'image/jpeg') =>
  new UploadedFile(filename, mimetype, data);

const rejection = async (promise: Promise<unknown>): Promise<string> => {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(UploadRejected);
  return (error as Error).message;
};

const outsideUntouched = async () => expect(await readdir(outside)).toEqual(['secret.jpg']);

describe('saving images', () => {
  it.each([
    ['png', 'png'],
    ['jpeg', 'jpg'],
    ['webp', 'webp'],
  ] as const)(
    'stores a %s under folder/year/month with a random name and a 320px WebP thumbnail',
    async (format, ext) => {
      const data = await makeImage(format, 1000, 600);
      // the client's name and type are ignored: the bytes decide
      const rel = await storage.saveImage(upload(data, 'x.exe', 'application/octet-stream'), 'news');
      expect(rel).toMatch(new RegExp(`^news/2026/11/[0-9a-f]{24}\\.${ext}$`));
      expect(await readFile(path.join(storage.root, rel))).toEqual(data);
      const thumb = await sharp(path.join(storage.root, thumbnailPath(rel))).metadata();
      expect(thumb).toMatchObject({ format: 'webp', width: 320, height: 192 });
    },
  );

  it('never enlarges a small image for its thumbnail and keeps an animated GIF as sent', async () => {
    const small = await storage.saveImage(upload(await makeImage('png', 100, 50)), 'units');
    expect(await sharp(path.join(storage.root, thumbnailPath(small))).metadata()).toMatchObject({ width: 100 });
    const gif = await makeAnimatedGif(3, 40, 30);
    const rel = await storage.saveImage(upload(gif), 'banners');
    expect(rel).toMatch(/\.gif$/);
    expect(await readFile(path.join(storage.root, rel))).toEqual(gif);
  });

  it('gives every upload its own name', async () => {
    const data = await makeImage('png', 20, 20);
    const a = await storage.saveImage(upload(data), 'news');
    const b = await storage.saveImage(upload(data), 'news');
    expect(a).not.toBe(b);
  });

  it('turns the folder into safe slug segments', async () => {
    const rel = await storage.saveImage(upload(await makeImage('png', 20, 20)), 'Новини/Обкладинки');
    expect(rel).toMatch(/^novyny\/obkladynky\/2026\/11\//);
  });

  it('refuses a text file named .jpg, SVG, HTML and formats outside the four', async () => {
    const type = 'Дозволені лише зображення JPEG, PNG, WebP або GIF.';
    expect(await rejection(storage.saveImage(upload(Buffer.from('just some text')), 'news'))).toBe(type);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expect(await rejection(storage.saveImage(upload(svg, 'a.svg', 'image/svg+xml'), 'news'))).toBe(type);
    const xmlSvg = Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"/>');
    expect(await rejection(storage.saveImage(upload(xmlSvg, 'a.png', 'image/png'), 'news'))).toBe(type);
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    expect(await rejection(storage.saveImage(upload(html, 'a.gif', 'image/gif'), 'news'))).toBe(type);
    const tiff = await sharp({ create: { width: 10, height: 10, channels: 3, background: 'red' } })
      .tiff()
      .toBuffer();
    expect(await rejection(storage.saveImage(upload(tiff, 'a.jpg'), 'news'))).toBe(type);
    expect(existsSync(path.join(storage.root, 'news'))).toBe(false);
  });

  it('refuses a file that only starts like an image, or is cut short', async () => {
    const corrupt = 'Файл пошкоджений або не є зображенням.';
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('not really a jpeg')]);
    expect(await rejection(storage.saveImage(upload(fake), 'news'))).toBe(corrupt);
    const png = await makeNoisePng(200, 200);
    expect(await rejection(storage.saveImage(upload(png.subarray(0, png.length / 2)), 'news'))).toBe(corrupt);
    const jpeg = await makeImage('jpeg', 400, 400);
    expect(await rejection(storage.saveImage(upload(jpeg.subarray(0, jpeg.length - 200)), 'news'))).toBe(corrupt);
  });

  it('refuses more than 5 MB and absurd dimensions before decoding', async () => {
    const big = await makeNoisePng(1400, 1300);
    expect(big.length).toBeGreaterThan(5 * 1024 * 1024);
    expect(await rejection(storage.saveImage(upload(big), 'news'))).toBe('Зображення завелике: не більше 5 МБ.');
    const pixels = 'Зображення має завеликі розміри: не більше 50 мегапікселів.';
    expect(await rejection(storage.saveImage(upload(await makePngClaiming(100_000, 100_000)), 'news'))).toBe(pixels);
    expect(await rejection(storage.saveImage(upload(await makePngClaiming(10_000, 5_001)), 'news'))).toBe(pixels);
    expect(await rejection(storage.saveImage(upload(Buffer.alloc(0), ''), 'news'))).toBe('Файл порожній.');
  });

  it('counts every frame of an animation against the limit', async () => {
    const strict = await LocalStorage.create({ root: path.join(base, 'strict'), limits: { maxTotalPixels: 3000 } });
    const gif = await makeAnimatedGif(3, 40, 30);
    expect(await rejection(strict.saveImage(upload(gif), 'news'))).toMatch(/завеликі розміри/);
  });
});

describe('staying inside the root', () => {
  const image = () => makeImage('png', 20, 20);

  it.each([
    '../outside',
    '..',
    '.',
    'news/../../outside',
    '/etc',
    'news\\..\\..\\outside',
    'news\0',
    '',
    'news//x',
    ' / ',
    'thumbs',
    '!!!',
    'a/b/c/d/e',
  ])('refuses the folder %j', async (folder) => {
    await expect(storage.saveImage(upload(await image()), folder)).rejects.toBeInstanceOf(UnsafePath);
    await outsideUntouched();
    expect(await readdir(storage.root)).toEqual([]);
  });

  it.each([
    '../outside/secret.jpg',
    'news/../../outside/secret.jpg',
    '/etc/passwd',
    'ABSOLUTE',
    'news\\..\\..\\outside\\secret.jpg',
    'news/x.jpg\0',
    '%2e%2e/outside/secret.jpg',
    'thumbs/news/2026/11/a.webp',
    '',
  ])('refuses to remove %j', async (rel) => {
    const target = rel === 'ABSOLUTE' ? path.join(outside, 'secret.jpg') : rel;
    await expect(storage.remove(target)).rejects.toBeInstanceOf(UnsafePath);
    await outsideUntouched();
  });

  it('follows no symlink out of the root: not to write, read or delete', async () => {
    await mkdir(path.join(outside, '2026', '11'), { recursive: true });
    await writeFile(path.join(outside, '2026', '11', 'a.jpg'), 'outside');
    await symlink(outside, path.join(storage.root, 'news'));
    await symlink(path.join(outside, 'secret.jpg'), path.join(storage.root, 'leak.jpg'));

    await expect(storage.saveImage(upload(await image()), 'news')).rejects.toBeInstanceOf(UnsafePath);
    expect(await readdir(path.join(outside, '2026', '11'))).toEqual(['a.jpg']);
    expect(await storage.open('news/2026/11/a.jpg')).toBeUndefined();
    expect(await storage.open('leak.jpg')).toBeUndefined();
    await storage.remove('news/2026/11/a.jpg');
    expect(existsSync(path.join(outside, '2026', '11', 'a.jpg'))).toBe(true);
  });
});

describe('removing and opening', () => {
  it('removes a file with its thumbnail; a missing file is fine', async () => {
    const rel = await storage.saveImage(upload(await makeImage('jpeg', 400, 300)), 'news');
    expect(existsSync(path.join(storage.root, thumbnailPath(rel)))).toBe(true);
    await storage.remove(rel);
    expect(existsSync(path.join(storage.root, rel))).toBe(false);
    expect(existsSync(path.join(storage.root, thumbnailPath(rel)))).toBe(false);
    await storage.remove(rel);
    await storage.remove('news/2020/01/never-was.png');
  });

  it('opens stored files and thumbnails with their type, nothing else', async () => {
    const rel = await storage.saveImage(upload(await makeImage('jpeg', 400, 300)), 'news');
    const file = await storage.open(rel);
    expect(file).toMatchObject({ contentType: 'image/jpeg' });
    file?.body.destroy();
    const thumb = await storage.open(thumbnailPath(rel));
    expect(thumb?.contentType).toBe('image/webp');
    thumb?.body.destroy();
    await writeFile(path.join(storage.root, 'notes.txt'), 'x');
    expect(await storage.open('notes.txt')).toBeUndefined();
    expect(await storage.open('news')).toBeUndefined();
    expect(await storage.open('news/2026/11')).toBeUndefined();
  });
});

describe('thumbnailPath', () => {
  it('puts the thumbnail under thumbs/ as WebP', () => {
    expect(thumbnailPath('news/2026/11/ab12cd34.jpg')).toBe('thumbs/news/2026/11/ab12cd34.webp');
    expect(thumbnailPath('news/2026/11/ab12cd34.webp')).toBe('thumbs/news/2026/11/ab12cd34.webp');
    expect(thumbnailPath('a.b/2026/11/name')).toBe('thumbs/a.b/2026/11/name.webp');
  });
});

describe('createStorage', () => {
  it('uses a temporary root for memory:// and removes it on close', async () => {
    const memory = await createStorage({ dataDir: 'memory://' });
    const rel = await memory.saveImage(upload(await makeImage('png', 20, 20)), 'news');
    const file = await memory.open(rel);
    expect(file?.size).toBeGreaterThan(0);
    file?.body.destroy();
    const root = (memory as LocalStorage).root;
    expect(root.startsWith(await realpath(tmpdir()))).toBe(true);
    await memory.close();
    expect(existsSync(root)).toBe(false);
  });

  it('keeps uploads under <dataDir>/uploads otherwise', async () => {
    const disk = await createStorage({ dataDir: base });
    expect((disk as LocalStorage).root).toBe(path.join(await realpath(base), 'uploads'));
    await disk.close();
    expect(existsSync(path.join(base, 'uploads'))).toBe(true);
  });
});

import { readFileSync } from 'node:fs';
import http2 from 'node:http2';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UploadedFile } from '../http/nested-fields.ts';
import { settledOpenFiles } from '../test/open-files.ts';
import { startTestApp, type TestApp } from '../test/test-app.ts';
import type { LocalStorage } from './local-storage.ts';
import { makeImage } from './test-images.ts';

const tlsDir = path.join(import.meta.dirname, '../test/tls');
const tls = {
  cert: readFileSync(path.join(tlsDir, 'localhost-cert.pem')),
  key: readFileSync(path.join(tlsDir, 'localhost-key.pem')),
};

let t: TestApp;
let root: string;
let stored: string;
let session: http2.ClientHttp2Session;

beforeAll(async () => {
  t = await startTestApp({ tls });
  root = (t.app.storage as LocalStorage).root;
  // big enough that a response is still being written when the client goes
  const png = await makeImage('png', 2000, 2000);
  stored = await t.app.storage.saveImage(new UploadedFile('big.png', 'image/png', png), 'news');
  session = http2.connect(t.url.replace('http:', 'https:'), { ca: tls.cert });
});
afterAll(async () => {
  session.close();
  await t.close();
});

/**
 * A browser dropping an image it no longer needs: the stream reset at the given moment. 'opening'
 * holds the storage's open until the reset has reached the server, the moment that leaked.
 */
async function cancelled(when: 'opening' | 'headers' | 'data'): Promise<void> {
  const storage = t.app.storage;
  const open = storage.open;
  let opened = () => {};
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  if (when === 'opening') {
    storage.open = async (...args) => {
      const file = await open.apply(storage, args);
      opened();
      await held;
      return file;
    };
  }
  try {
    await new Promise<void>((resolve) => {
      const req = session.request({ ':path': `/uploads/${stored}` });
      req.on('error', () => resolve());
      req.on('close', () => resolve());
      const cancel = () => req.close(http2.constants.NGHTTP2_CANCEL);
      if (when === 'opening') opened = cancel;
      else if (when === 'headers') req.once('response', cancel);
      else req.once('data', cancel);
    });
    // the server reads the reset in this same process a moment later
    await new Promise((r) => setTimeout(r, 100));
  } finally {
    release();
    storage.open = open;
  }
}

describe('a stored file the client cancels', () => {
  it('is closed at once, whenever the HTTP/2 stream is reset', async () => {
    for (const when of ['opening', 'headers', 'data'] as const) {
      await cancelled(when);
      expect(await settledOpenFiles(root), when).toEqual([]);
    }
  });

  it('is served whole on the same connection afterwards', async () => {
    const body = await new Promise<Buffer>((resolve, reject) => {
      const req = session.request({ ':path': `/uploads/${stored}` });
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => resolve(Buffer.concat(chunks)));
      req.on('error', reject);
    });
    expect(body.subarray(1, 4).toString()).toBe('PNG');
    expect(await settledOpenFiles(root)).toEqual([]);
  });
});

import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configFromEnv } from '../config.ts';
import { startTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
let printed = '';

beforeAll(async () => {
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      printed += String(chunk);
      done();
    },
  });
  t = await startTestApp({ logLevel: 'info', logStream, logFormat: 'pretty' });
});
afterAll(() => t.close());

describe('the console a person reads', () => {
  it('prints one short line a request, with no JSON and no secret of a link', async () => {
    printed = '';
    await fetch(`${t.url}/api/auth/invitation?token=s3cr3t-link-token`);
    await fetch(`${t.url}/api/products`);
    await expect.poll(() => printed.split('\n').filter(Boolean).length).toBeGreaterThanOrEqual(2);
    const lines = printed.split('\n').filter(Boolean);
    expect(lines).toContainEqual(
      expect.stringMatching(/^\d\d:\d\d:\d\d INFO {2}GET \/api\/auth\/invitation\?token=… \d{3} \d+ ms$/),
    );
    expect(lines).toContainEqual(expect.stringMatching(/^\d\d:\d\d:\d\d INFO {2}GET \/api\/products 401 \d+ ms$/));
    expect(printed).not.toContain('s3cr3t');
    expect(printed).not.toContain('{"level"');
  });
});

describe('LOG_FORMAT', () => {
  it('is pretty or json, and a typo is refused at start', () => {
    expect(configFromEnv({ LOG_FORMAT: 'json' }).logFormat).toBe('json');
    expect(configFromEnv({ LOG_FORMAT: 'Pretty' }).logFormat).toBe('pretty');
    expect(() => configFromEnv({ LOG_FORMAT: 'yaml' })).toThrow(/LOG_FORMAT must be pretty or json/);
  });
});

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configFromEnv } from './config.ts';
import { startTestApp, type TestApp } from './test/test-app.ts';

let t: TestApp;
const webDir = mkdtempSync(path.join(tmpdir(), 'kramar-web-zone-'));

beforeAll(async () => {
  writeFileSync(
    path.join(webDir, 'index.html'),
    '<!doctype html><html><head><meta name="kramar:shop-url" content="https://kramar.example">' +
      '<meta name="kramar:shop-time-zone" content="Europe/Kyiv"></head><body></body></html>',
  );
  t = await startTestApp({ webDir, shopTimeZone: 'America/New_York' });
});
afterAll(async () => {
  await t.close();
  rmSync(webDir, { recursive: true, force: true });
});

describe('the shop time zone', () => {
  it('is written into index.html for the web app to read', async () => {
    const res = await fetch(`${t.url}/promo-codes`);
    const html = await res.text();
    expect(html).toContain('<meta name="kramar:shop-time-zone" content="America/New_York">');
    expect(html).toContain('<meta name="kramar:shop-url" content="https://shop.example.test">');
  });

  it('comes from SHOP_TIME_ZONE, Europe/Kyiv by default, and a zone Intl does not know stops the start', () => {
    expect(configFromEnv({}).shopTimeZone).toBe('Europe/Kyiv');
    expect(configFromEnv({ SHOP_TIME_ZONE: 'Europe/Warsaw' }).shopTimeZone).toBe('Europe/Warsaw');
    expect(() => configFromEnv({ SHOP_TIME_ZONE: 'Mars/Olympus' })).toThrow(/SHOP_TIME_ZONE/);
  });
});

import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client.ts';
import { adminCredentials } from '../db/schema.ts';
import { ensureOwner } from '../db/seed/owner.ts';
import { migratedPostgresTemplate, scratchDatabase } from '../test/migrated-template.ts';
import { call, ownerPassword, signIn, startTestApp, type TestApp } from '../test/test-app.ts';
import { recoverOwner } from './owner-recovery.ts';
import { verifyPassword } from './password.ts';

let t: TestApp;
const owner = { email: 'owner@kramar.test', password: ownerPassword };
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('a lost owner password', () => {
  it('is replaced from the machine: the old one and its sessions stop, the new one signs in', async () => {
    const token = await signIn(t.url, owner);
    const done = await recoverOwner(t.app.database.db, {});
    expect(done).toMatchObject({ email: owner.email, generated: true, revoked: 1 });
    expect((await call(t.url, 'GET', '/api/user', { token })).status).toBe(401);
    expect((await call(t.url, 'POST', '/api/auth', { json: owner })).status).not.toBe(200);
    expect(await signIn(t.url, { email: owner.email, password: done.password })).toBeTruthy();
  });

  it('refuses a weak chosen password and an unknown owner, changing nothing', async () => {
    const before = await recoverOwner(t.app.database.db, { password: 'Kramar-recovery-2026!' });
    await expect(recoverOwner(t.app.database.db, { password: '12345678' })).rejects.toThrow();
    await expect(recoverOwner(t.app.database.db, { email: 'nobody@kramar.test' })).rejects.toThrow(/No owner/);
    expect(await signIn(t.url, { email: owner.email, password: before.password })).toBeTruthy();
  });
});

// the command itself on PostgreSQL only: a scratch database is a copy of a migrated template there,
// where PGlite would spend most of a minute migrating a data directory of its own
const adminUrl = process.env.KRAMAR_TEST_PG;
describe.skipIf(!adminUrl)('npm run owner:password', () => {
  it('prints the new owner password once, for the shop in DATABASE_URL', async () => {
    const scratch = await scratchDatabase(adminUrl as string, await migratedPostgresTemplate(adminUrl as string));
    try {
      const database = await openDatabase({ url: scratch.url, dataDir: '' });
      await ensureOwner(database.db, { email: 'boss@kramar.test', name: 'Власник', password: 'Old-owner-password-9' });
      await database.close();
      const script = path.resolve(import.meta.dirname, '../owner-password.ts');
      const run = await promisify(execFile)(process.execPath, ['--import', 'tsx', script, '--reset-2fa'], {
        env: { ...process.env, DATABASE_URL: scratch.url, ADMIN_PASSWORD: '' },
      });
      expect(run.stdout).toMatch(/Owner: boss@kramar\.test/);
      expect(run.stdout).toMatch(/two-step sign-in switched off/);
      const printed = /New password: (\S+)/.exec(run.stdout)?.[1] ?? '';
      expect(printed.length).toBeGreaterThanOrEqual(12);
      const after = await openDatabase({ url: scratch.url, dataDir: '' });
      const [row] = await after.db.select({ hash: adminCredentials.password_hash }).from(adminCredentials);
      await after.close();
      expect(await verifyPassword(printed, row?.hash ?? '')).toBe(true);
    } finally {
      await scratch.drop();
    }
  }, 60_000);
});

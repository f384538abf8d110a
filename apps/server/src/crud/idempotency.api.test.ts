import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/client.ts';
import { orderMaker } from '../modules/orders/test-helpers.ts';
import { call, createUser, signIn, startTestApp, type TestApp } from '../test/test-app.ts';
import { idempotencyMessages, purgeIdempotencyKeys } from './idempotency.ts';
import { auditCount, ownerToken, type Rec, rowCount } from './test-kit.ts';

/** Issue 26 item 9: a create retried with its Idempotency-Key answers the first result and writes nothing. */
let t: TestApp;
let owner: string;
beforeAll(async () => {
  t = await startTestApp();
  owner = await ownerToken(t);
});
afterAll(() => t.close());

type Body = { data: Rec; message?: string; errors?: Record<string, string[]> };
let n = 0;
const key = () => `key-${Date.now().toString(36)}-${++n}`;
const createUnit = (json: unknown, idempotencyKey: string, token = owner) =>
  call<Body>(t.url, 'POST', '/api/units', { token, json, headers: { 'idempotency-key': idempotencyKey } });

describe('Idempotency-Key on a create', () => {
  it('answers a repeat with the first result, writing nothing more', async () => {
    const k = key();
    const first = await createUnit({ title: 'Бобіна', suffix: 'боб' }, k);
    expect(first.status).toBe(201);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    const [units, audits] = [await rowCount(t, 'units'), await auditCount(t)];
    // the same fields in another order are the same request
    const again = await createUnit({ suffix: 'боб', title: 'Бобіна' }, k);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect([await rowCount(t, 'units'), await auditCount(t)]).toEqual([units, audits]);
    // another key is another request: this one a second unit of the same title, which is refused
    expect((await createUnit({ title: 'Бобіна', suffix: 'боб' }, key())).status).toBe(422);
  });

  it('refuses the same key with another body: 422, nothing written', async () => {
    const k = key();
    expect((await createUnit({ title: 'Стос', suffix: 'ст' }, k)).status).toBe(201);
    const units = await rowCount(t, 'units');
    const other = await createUnit({ title: 'Стоси', suffix: 'ст' }, k);
    expect(other.status).toBe(422);
    expect(other.body.message).toBe(idempotencyMessages.reused);
    expect(await rowCount(t, 'units')).toBe(units);
  });

  it('makes one record of ten requests sent at once with one key, each answered with it', async () => {
    const k = key();
    const units = await rowCount(t, 'units');
    const answers = await Promise.all(Array.from({ length: 10 }, () => createUnit({ title: 'Жмут', suffix: 'жм' }, k)));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(201));
    expect(new Set(answers.map((a) => a.body.data.id)).size).toBe(1);
    expect(await rowCount(t, 'units')).toBe(units + 1);
  });

  it('stores the key with the create or not at all: a refused create leaves the key free for the fixed request', async () => {
    const k = key();
    const bad = await createUnit({ title: '', suffix: 'шт' }, k);
    expect(bad.status).toBe(422);
    const fixed = await createUnit({ title: 'Штука', suffix: 'шт' }, k);
    expect(fixed.status).toBe(201);
    expect(fixed.headers.get('idempotent-replayed')).toBeNull();
  });

  it('keeps keys apart per caller, and refuses a key that is no header value', async () => {
    const k = key();
    const editor = await createUser(t.app, { scopes: ['unit.show', 'unit.edit'] });
    const token = await signIn(t.url, editor);
    const mine = await createUnit({ title: 'Лот', suffix: 'лот' }, k);
    const theirs = await createUnit({ title: 'Лоти', suffix: 'лот' }, k, token);
    expect([mine.status, theirs.status]).toEqual([201, 201]);
    expect(theirs.body.data.id).not.toBe(mine.body.data.id);
    const long = await createUnit({ title: 'Лот', suffix: 'лот' }, 'x'.repeat(256));
    expect(long.status).toBe(422);
    expect(long.body.errors).toEqual({ 'idempotency-key': [idempotencyMessages.key] });
  });

  it('forgets a key after its day: the purge sweeps it and the key makes a new record', async () => {
    const k = key();
    const first = await createUnit({ title: 'Пачка', suffix: 'пч' }, k);
    const db = t.app.database.db;
    await db.execute(sql`update idempotency_keys set expires_at = now() - interval '1 second' where key = ${k}`);
    const later = await createUnit({ title: 'Пачки', suffix: 'пч' }, k);
    expect(later.status).toBe(201);
    expect(later.body.data.id).not.toBe(first.body.data.id);
    await db.execute(sql`update idempotency_keys set expires_at = now() - interval '1 second' where key = ${k}`);
    await purgeIdempotencyKeys(db);
    expect(await queryRows(db, sql`select 1 from idempotency_keys where key = ${k}`)).toEqual([]);
  });

  it('places one order of a retried POST /api/orders', async () => {
    const orders = orderMaker(t, owner);
    const product = await orders.product();
    const body = orders.body([[product, 3]]);
    const k = key();
    const place = () =>
      call<Body>(t.url, 'POST', '/api/orders', { token: owner, json: body, headers: { 'idempotency-key': k } });
    const first = await place();
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const count = await rowCount(t, 'orders');
    const again = await place();
    expect(again.status).toBe(201);
    expect(again.body.data.id).toBe(first.body.data.id);
    expect(await rowCount(t, 'orders')).toBe(count);
  });
});

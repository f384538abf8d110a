import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { create, ownerToken, type Rec } from '../../crud/test-kit.ts';
import { queryRows } from '../../db/client.ts';
import { call, createUser, signIn, startTestApp, type TestApp } from '../../test/test-app.ts';
import { csvFile, importKit } from '../import-export/import-test-kit.ts';

let t: TestApp;
let owner: string;
let partner: Rec;
let other: Rec;
const products: Rec[] = [];
beforeAll(async () => {
  t = await startTestApp();
  owner = await ownerToken(t);
  const category = (await create(t, owner, 'categories', { title: 'Чайники' })).id;
  for (const [i, name] of ['Чайник Bosch', 'Чайник Tefal', 'Тостер Philips'].entries()) {
    products.push(await create(t, owner, 'products', { name, sku: `KT-${i + 1}`, category, price: 100_000 + i }));
  }
  partner = await create(t, owner, 'partners', {
    title: 'Фокстрот',
    sync_url: 'https://partner.example/sync',
    sync_token: 'secret-token-1234',
  });
  other = await create(t, owner, 'partners', { title: 'Епіцентр' });
});
afterAll(() => t.close());

const count = async (where: ReturnType<typeof sql>) =>
  Number(
    (
      await queryRows<{ n: number }>(
        t.app.database.db,
        sql`select count(*)::int as n from foxy_link_mappings where ${where}`,
      )
    )[0]?.n,
  );

const get = <T>(path: string, token = owner) => call<T>(t.url, 'GET', path, { token });
const post = <T>(path: string, json: unknown, token = owner) =>
  call<T & { errors?: Record<string, string[]> }>(t.url, 'POST', path, { token, json });
type List = { data: Rec[]; meta: { total: number } };

describe('a partner’s sync endpoint', () => {
  it('keeps the token apart and never sends it back, only its hint', async () => {
    expect(partner.sync_token).toBeUndefined();
    expect(partner.sync_token_hint).toBe('…1234');
    const shown = await get<{ data: Rec }>(`/api/partners/${partner.id}`);
    expect(JSON.stringify(shown.body)).not.toContain('secret-token');
    const listed = await get<List>('/api/partners');
    expect(JSON.stringify(listed.body)).not.toContain('secret-token');
    const [row] = await queryRows<{ token: string }>(
      t.app.database.db,
      sql`select token from partner_sync_tokens where partner_id = ${partner.id}`,
    );
    expect(row?.token).toBe('secret-token-1234');
    // an update that leaves the token out keeps it
    await call(t.url, 'PUT', `/api/partners/${partner.id}`, { token: owner, json: { title: 'Фокстрот' } });
    const [kept] = await queryRows<{ token: string }>(
      t.app.database.db,
      sql`select token from partner_sync_tokens where partner_id = ${partner.id}`,
    );
    expect(kept?.token).toBe('secret-token-1234');
  });
});

describe('link mappings', () => {
  let first: Rec;
  it('map a product to a partner’s SKU and page, never synced yet', async () => {
    const res = await post<{ data: Rec }>('/api/foxy-link-mappings', {
      partner: partner.id,
      product: products[0]?.id,
      partner_sku: 'FX-100',
      product_url: 'https://partner.example/p/100',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    first = res.body.data;
    expect(first.sync_state).toBe('never');
    expect(first.synced_at).toBeNull();
  });

  it('refuse a partner SKU taken at that partner, any case; another partner may use it', async () => {
    const taken = await post('/api/foxy-link-mappings', {
      partner: partner.id,
      product: products[1]?.id,
      partner_sku: 'fx-100',
    });
    expect(taken.status).toBe(422);
    expect(taken.body.errors?.partner_sku).toEqual(['Такий артикул у цього партнера вже є.']);
    const elsewhere = await post('/api/foxy-link-mappings', {
      partner: other.id,
      product: products[0]?.id,
      partner_sku: 'FX-100',
    });
    expect(elsewhere.status).toBe(201);
    expect(await count(sql`partner = ${partner.id}`)).toBe(1);
  });

  it('list by partner and search by the SKU on either side', async () => {
    await post('/api/foxy-link-mappings', { partner: partner.id, product: products[1]?.id, partner_sku: 'FX-200' });
    const byPartner = await get<List>(`/api/foxy-link-mappings?filter[partner]=${partner.id}`);
    expect(byPartner.body.data.map((r) => r.partner_sku).sort()).toEqual(['FX-100', 'FX-200']);
    const theirs = await get<List>(`/api/foxy-link-mappings?filter[partner]=${partner.id}&search=FX-2`);
    expect(theirs.body.data.map((r) => r.partner_sku)).toEqual(['FX-200']);
    const ours = await get<List>(`/api/foxy-link-mappings?filter[partner]=${partner.id}&search=KT-1`);
    expect(ours.body.data.map((r) => r.product)).toEqual([products[0]?.id]);
  });

  it('edit the product address in the list and the partner SKU in the form; a taken SKU is refused and nothing is written', async () => {
    const edit = await post<{ data: Rec[] }>('/api/foxy-link-mappings/batch/update', {
      rows: [{ id: first.id, values: { product_url: 'https://partner.example/p/101' } }],
    });
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);
    expect(edit.body.data[0]?.product_url).toBe('https://partner.example/p/101');
    // the SKU is the row's title, its link to the record: the list does not take it
    const inList = await post('/api/foxy-link-mappings/batch/update', {
      rows: [{ id: first.id, values: { partner_sku: 'FX-101' } }],
    });
    expect(inList.status).toBe(422);
    const renamed = await call<{ data: Rec }>(t.url, 'PATCH', `/api/foxy-link-mappings/${first.id}`, {
      token: owner,
      json: { partner_sku: 'FX-101' },
    });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect(renamed.body.data.partner_sku).toBe('FX-101');
    const clash = await call(t.url, 'PATCH', `/api/foxy-link-mappings/${first.id}`, {
      token: owner,
      json: { partner_sku: 'FX-200', product_url: 'https://partner.example/x' },
    });
    expect(clash.status).toBe(422);
    const now = await get<{ data: Rec }>(`/api/foxy-link-mappings/${first.id}`);
    expect(now.body.data).toMatchObject({ partner_sku: 'FX-101', product_url: 'https://partner.example/p/101' });
  });

  it('show the products a partner has no mapping for, one click from the list', async () => {
    const res = await get<{ data: { id: number; sku: string }[]; meta: { total: number } }>(
      `/api/foxy-link-mappings/unmapped?partner=${partner.id}`,
    );
    expect(res.status).toBe(200);
    expect(res.body.data.map((p) => p.sku)).toEqual(['KT-3']);
    const all = await get<{ data: { sku: string }[] }>(
      `/api/foxy-link-mappings/unmapped?partner=${other.id}&search=Чайник`,
    );
    expect(all.body.data.map((p) => p.sku).sort()).toEqual(['KT-2']);
    expect((await get(`/api/foxy-link-mappings/unmapped?partner=x`)).status).toBe(422);
  });

  it('go with their product when it is deleted, and in a batch', async () => {
    const made = await post<{ data: Rec }>('/api/foxy-link-mappings', {
      partner: other.id,
      product: products[2]?.id,
      partner_sku: 'EP-3',
    });
    const del = await post<{ data: { deleted: number } }>('/api/foxy-link-mappings/destroy-batch', {
      ids: [made.body.data.id],
    });
    expect(del.body.data.deleted).toBe(1);
  });

  it('are the section of foxy_link.edit alone', async () => {
    const reader = await signIn(t.url, await createUser(t.app, { scopes: ['products.show', 'partners.show'] }));
    expect((await get('/api/foxy-link-mappings', reader)).status).toBe(403);
    expect((await get(`/api/foxy-link-mappings/unmapped?partner=${partner.id}`, reader)).status).toBe(403);
    expect((await post('/api/products/foxylink/sync/batch', { ids: [products[0]?.id] }, reader)).status).toBe(403);
    const linker = await signIn(t.url, await createUser(t.app, { scopes: ['foxy_link.edit'] }));
    expect((await get('/api/foxy-link-mappings', linker)).status).toBe(200);
  });
});

describe('import of mappings', () => {
  it('checks the file row by row in the words of the screens, then writes only the good rows', async () => {
    const kit = importKit(t, owner);
    const file = csvFile([
      'Партнер,Товар,Артикул партнера,Посилання на товар',
      'Епіцентр,KT-2,EP-2,https://epicentr.example/2',
      'Епіцентр,NO-SUCH,EP-9,',
      'Епіцентр,KT-3,EP-2,',
      'Епіцентр,Тостер Philips,EP-33,https://epicentr.example/33',
    ]);
    const up = await kit.upload(file, 'foxy-link-mappings', 'mappings.csv');
    expect(Object.values(up.mapping).filter(Boolean).sort()).toEqual(
      ['partner', 'partner_sku', 'product', 'product_url'].sort(),
    );
    const report = await kit.check('foxy-link-mappings', up);
    expect(report.summary, JSON.stringify(report.rows)).toMatchObject({ total: 4, create: 2, error: 2 });
    const byRow = new Map(report.rows.map((r) => [r.row, r]));
    expect(byRow.get(3)?.message).toBe('Товар: Не знайдено «NO-SUCH».');
    expect(byRow.get(4)?.message).toBe('Артикул партнера: Такий артикул у цього партнера вже є. Уперше — у рядку 2.');
    expect(await rows()).toBe(0);

    const { result } = await kit.apply('foxy-link-mappings', up);
    expect(result).toMatchObject({ created: 2, failed: 2 });
    expect(await rows()).toBe(2);
    // the same file again: its SKUs are taken now
    const again = await kit.check('foxy-link-mappings', await kit.upload(file, 'foxy-link-mappings', 'again.csv'));
    expect(again.rows.find((r) => r.row === 2)?.message).toBe(
      'Артикул партнера: Такий артикул у цього партнера вже є.',
    );
  });

  const rows = () => count(sql`partner = ${other.id} and partner_sku in ('EP-2', 'EP-33')`);
});

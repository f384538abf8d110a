import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownerToken, type Rec } from '../../../crud/test-kit.ts';
import { demoSeller } from '../../../seller.ts';
import { call, startTestApp, type TestApp } from '../../../test/test-app.ts';
import { orderMaker } from '../../orders/test-helpers.ts';
import { hryvnias } from './invoice.ts';
import { priceGroup, tradingDealer } from './test-helpers.ts';

/** The dealer order's invoice (issue 29): a PDF «Рахунок на оплату №…» read back as text. */
let t: TestApp;
let owner: string;
let o: ReturnType<typeof orderMaker>;
let dealer: Awaited<ReturnType<typeof tradingDealer>>;
let other: Awaited<ReturnType<typeof tradingDealer>>;
let order: { id: number; number: number; total: number };
let product: Rec;

beforeAll(async () => {
  t = await startTestApp();
  owner = await ownerToken(t);
  o = orderMaker(t, owner);
  const group = await priceGroup(t, owner, { discount: 10 });
  dealer = await tradingDealer(t, owner, group.id);
  other = await tradingDealer(t, owner, group.id);
  product = await o.product({ status: 'published', name: 'Ґрунтовка «Їжак» 10 л', price: 137_150, quantity: 50 });
  await dealer.api('PUT', '/api/dealers/orders/draft', {
    workspace: dealer.workspaces[0],
    lines: [{ product_id: product.id, quantity: 10 }],
  });
  const placed = await dealer.api<typeof order>('POST', '/api/dealers/orders', { workspace: dealer.workspaces[0] });
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  order = placed.body.data;
});
afterAll(() => t.close());

const pdf = async (token: string, id: number) => {
  const res = await fetch(`${t.url}/api/dealers/orders/${id}/invoice`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return { status: res.status, type: res.headers.get('content-type'), bytes: new Uint8Array(await res.arrayBuffer()) };
};

describe('the dealer order’s invoice', () => {
  it('formats money as a Ukrainian reads it', () => {
    expect(hryvnias(123_450)).toBe('1 234,50 ₴');
    expect(hryvnias(5)).toBe('0,05 ₴');
    expect(hryvnias(100_000_000)).toBe('1 000 000,00 ₴');
  });

  it('is a PDF naming the number, both parties, the captured prices and the total', async () => {
    const res = await pdf(dealer.token, order.id);
    expect(res.status).toBe(200);
    expect(res.type).toBe('application/pdf');
    expect(Buffer.from(res.bytes.subarray(0, 5)).toString()).toBe('%PDF-');
    const parser = new PDFParse({ data: res.bytes });
    const { text } = await parser.getText();
    await parser.destroy();
    const flat = text.replace(/\s+/g, ' ');
    expect(flat).toContain(`Рахунок на оплату № ${order.number}`);
    expect(flat).toContain(demoSeller.name);
    expect(flat).toContain(demoSeller.iban);
    expect(flat).toContain(String(dealer.company.legal_name));
    expect(flat).toContain(`Код ЄДРПОУ ${dealer.company.edrpou}`);
    expect(flat).toContain('Ґрунтовка «Їжак» 10 л');
    // 1 371,50 less 10 % = 1 234,35 a unit, captured at placing; ten of them
    expect(flat).toContain('1 234,35 ₴');
    expect(order.total).toBe(1_234_350);
    expect(flat).toContain(`Всього до сплати: ${hryvnias(order.total)}`);
    expect(flat).toMatch(/від \d{1,2} [а-яіїєґ]+ \d{4} р\./);
  });

  it('keeps the prices it was placed at when the retail price changes', async () => {
    const changed = await call(t.url, 'PATCH', `/api/products/${product.id}`, {
      token: owner,
      json: { price: 500_000 },
    });
    expect(changed.status).toBe(200);
    const { text } = await new PDFParse({ data: (await pdf(dealer.token, order.id)).bytes }).getText();
    expect(text.replace(/\s+/g, ' ')).toContain('1 234,35 ₴');
  });

  it('is another dealer’s 404, exactly like a missing order', async () => {
    const foreign = await pdf(other.token, order.id);
    const missing = await pdf(other.token, 999_999_999);
    expect(foreign.status).toBe(404);
    expect(Buffer.from(foreign.bytes).toString()).toBe(Buffer.from(missing.bytes).toString());
  });
});

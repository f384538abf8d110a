import { create, type Rec } from '../../crud/test-kit.ts';
import { call, type TestApp } from '../../test/test-app.ts';

/** What the products API tests make through the API: attributes, categories, products. */

export type One<T = Rec> = { data: T; errors?: Record<string, string[]>; message?: string };
type DataType = 'string' | 'number' | 'boolean' | 'select' | 'multiselect';
export type Attribute = Rec & { values: { id: number; title: string }[] };

export function catalogueMaker(t: TestApp, token: string) {
  let n = 0;
  const next = () => `${Date.now().toString(36)}${++n}`;
  return {
    get: <T>(path: string) => call<One<T>>(t.url, 'GET', path, { token }),
    post: <T>(path: string, json: unknown) => call<One<T>>(t.url, 'POST', path, { token, json }),
    put: <T>(path: string, json: unknown) => call<One<T>>(t.url, 'PUT', path, { token, json }),
    attribute: async (data_type: DataType, values: string[] = []) => {
      const id = next();
      return (await create(t, token, 'attributes', {
        title: `Атрибут ${id}`,
        code: `a_${id}`,
        data_type,
        values: values.map((title) => ({ title })),
      })) as Attribute;
    },
    category: (json: Record<string, unknown> = {}) =>
      create(t, token, 'categories', { title: `Категорія ${next()}`, ...json }),
    product: (json: Record<string, unknown>) =>
      create(t, token, 'products', { name: `Товар ${n + 1}`, sku: `SKU-${next()}`, price: 10_000, ...json }),
    sandbox: (json: Record<string, unknown>) =>
      create(t, token, 'products-sandbox', { name: `Новий ${n + 1}`, sku: `NEW-${next()}`, price: 10_000, ...json }),
  };
}

/** A product with a two-image gallery, sent as the web sends it (multipart). */
export async function productWithGallery(
  t: TestApp,
  token: string,
  fields: Record<string, string>,
  resource = 'products',
) {
  const { pngBytes } = await import('../../test/resource-samples.ts');
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  for (const i of [0, 1]) form.set(`gallery[${i}]`, new Blob([pngBytes()], { type: 'image/png' }), `p${i}.png`);
  const res = await call<One>(t.url, 'POST', `/api/${resource}`, { token, form });
  if (res.status !== 201) throw new Error(`gallery create: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
}

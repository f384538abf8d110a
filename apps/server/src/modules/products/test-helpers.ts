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

import type { Call } from './load.ts';
import type { Suite } from './measure-server.ts';
import { listOp, type Operation } from './operations.ts';
import { seededRandom } from './redirect-rows.ts';
import type { Run } from './seed.ts';

/**
 * Issue 9's product requests on the benchmark catalogue (bulk-products.ts): one leaf category by
 * price descending, a page far into the whole catalogue by price, a search by name, one product.
 * Every answer is checked against what the database itself says the page holds.
 */

export const productSearch = 'Модель 12345';
const perPage = 50;

/** The page 10 000 of a million products (50 a page): the same place at any size. */
export const productDeepPage = (rows: number): number => Math.max(2, Math.round((10_000 * rows) / 1_000_000));

export interface ProductFacts {
  minId: number;
  maxId: number;
  rows: number;
  /** The leaf category listed: the one with the most products. */
  category: number;
  categoryRows: number;
  searchMatches: number;
}

export async function productFacts(run: Run): Promise<ProductFacts> {
  const [ids] = await run<{ min: string; max: string; n: string }>(
    'select min(id)::text as min, max(id)::text as max, count(*)::text as n from products',
  );
  const [top] = await run<{ category: string; n: string }>(
    'select category::text, count(*)::text as n from products group by category order by count(*) desc, category limit 1',
  );
  const [hits] = await run<{ n: string }>('select count(*)::text as n from products where name ilike $1', [
    `%${productSearch}%`,
  ]);
  return {
    minId: Number(ids?.min),
    maxId: Number(ids?.max),
    rows: Number(ids?.n),
    category: Number(top?.category),
    categoryRows: Number(top?.n),
    searchMatches: Number(hits?.n),
  };
}

// `p.id` in ORDER BY: a bare `id` would name the text column of the output and sort as text
const idsOf = async (run: Run, text: string, values: unknown[]): Promise<string> =>
  (await run<{ id: string }>(text, values)).map((r) => r.id).join(',');

function showOp(facts: ProductFacts): Operation {
  const rnd = seededRandom(42);
  const cache: number[] = [];
  const idAt = (i: number) => {
    while (cache.length <= i) cache.push(facts.minId + Math.floor(rnd() * (facts.maxId - facts.minId + 1)));
    return cache[i] as number;
  };
  return {
    key: 'show',
    name: 'show',
    call(i): Call & { id: number } {
      const id = idAt(i);
      return {
        id,
        method: 'GET',
        path: `/api/products/${id}`,
        check(status, raw) {
          const data = (raw as { data?: Record<string, unknown> }).data;
          if (status !== 200 || String(data?.id) !== String(id) || typeof data?.name !== 'string') {
            throw new Error(`show: asked id ${id}, got HTTP ${status} ${JSON.stringify(raw).slice(0, 200)}`);
          }
        },
      };
    },
  };
}

/**
 * What the products list screen asks for with its default columns (web crud/list/list-fields.ts):
 * the lists are measured as the screen reads them (issue 32), not with every field of a product.
 */
const screenFields = 'fields=gallery,name,sku,category,brand,availability,status,price,quantity,updated_at';

export const productSuite = (facts: ProductFacts): Suite => ({
  ids: facts,
  async operations(run) {
    const deep = productDeepPage(facts.rows);
    const searchSql = 'name ilike $1 or sku ilike $1 or ean ilike $1';
    return [
      listOp(
        'list',
        'category by -price',
        `/api/products?filter[category]=${facts.category}&sort=-price&${screenFields}`,
        1,
        await idsOf(
          run,
          `select p.id::text as id from products p where category = $1 order by price desc, p.id desc limit ${perPage}`,
          [facts.category],
        ),
        perPage,
      ),
      listOp(
        'deep',
        `all by price p${deep.toLocaleString('en-US')}`,
        `/api/products?sort=price&${screenFields}`,
        deep,
        await idsOf(
          run,
          `select p.id::text as id from products p order by price, p.id limit ${perPage} offset ${(deep - 1) * perPage}`,
          [],
        ),
        perPage,
      ),
      listOp(
        'search',
        `search "${productSearch}"`,
        `/api/products?search=${encodeURIComponent(productSearch)}&${screenFields}`,
        1,
        await idsOf(
          run,
          `select p.id::text as id from products p where ${searchSql} order by created_at desc, p.id desc limit ${perPage}`,
          [`%${productSearch}%`],
        ),
        perPage,
      ),
      showOp(facts),
    ];
  },
});

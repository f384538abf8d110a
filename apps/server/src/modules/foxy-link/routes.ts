import { type ResourceDef, writeScope } from '@kramar/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parseIds } from '../../crud/batch.ts';
import { type Engine, tableOf } from '../../crud/engine.ts';
import { likeContains, queryText } from '../../crud/filters.ts';
import type { ResourceRoutesContext } from '../../crud/hooks.ts';
import { parseListQuery } from '../../crud/list-query.ts';
import { userOf } from '../../crud/route-params.ts';
import { type Db, queryRows } from '../../db/client.ts';
import { AppError, validationError } from '../../http/errors.ts';
import { startJob } from '../../jobs/jobs.ts';
import { linkMessages as m } from './messages.ts';
import { type SyncParams, syncJobKind } from './sync.ts';

const productsOf = (engine: Engine): ResourceDef => {
  const products = engine.resources.find((r) => r.name === 'products');
  if (!products) throw new Error('link mappings need the products resource');
  return products;
};

/** The products a products list's `filter[…]`/`search` finds, as a subquery of their ids (422 on a bad filter). */
export function productsFound(engine: Engine, query: Record<string, unknown>): SQL {
  return foundQuery(engine, query).ids;
}

/** The same, and whether the filter and search narrow the list at all (empty values do not). */
function foundQuery(engine: Engine, query: Record<string, unknown>): { ids: SQL; narrowed: boolean } {
  const products = productsOf(engine);
  const table = tableOf(engine, products);
  const { where, narrowed } = parseListQuery(products, table, { ...query, page: undefined, per_page: undefined });
  return { ids: sql`select ${table.id} from ${table} ${where ? sql`where ${where}` : sql``}`, narrowed };
}

const bodySchema = z.object({
  ids: z.array(z.number().int().positive()).max(1000).optional(),
  filter: z.record(z.string(), z.unknown()).optional(),
  search: z.string().max(200).optional(),
  all: z.literal(true).optional(),
});

const unmappedCap = 10_000;

/**
 * `GET /api/foxy-link-mappings/unmapped?partner=&search=&page=`: the products a partner has no
 * mapping for yet, by name or SKU, to map them one by one (the list's "unmapped" view).
 */
export function unmappedRoute(app: FastifyInstance, { resource, db }: ResourceRoutesContext): void {
  app.get(
    '/unmapped',
    {
      schema: { summary: 'Товари без зіставлення з партнером', tags: [resource.name] },
      config: {
        access: { scope: writeScope(resource) },
        docs: {
          querystring: z.object({
            partner: z.string(),
            search: z.string().optional(),
            page: z.string().optional(),
          }),
          response: {
            200: z.object({
              data: z.array(z.object({ id: z.number(), name: z.string(), sku: z.string(), price: z.number() })),
              meta: z.object({ current_page: z.number(), per_page: z.number(), total: z.number() }),
            }),
          },
        },
      },
    },
    async (request) => {
      const query = request.query as Record<string, unknown>;
      const partner = queryText(query.partner);
      if (!/^\d{1,15}$/.test(partner)) throw validationError({ partner: [m.partner] });
      const pageText = queryText(query.page);
      const page = /^\d{1,6}$/.test(pageText) && Number(pageText) > 0 ? Number(pageText) : 1;
      const perPage = 25;
      const q = queryText(query.search).trim().slice(0, 200);
      const search = q ? sql`and (p.name ilike ${likeContains(q)} or p.sku ilike ${likeContains(q)})` : sql``;
      const where = sql`not exists (select 1 from foxy_link_mappings m where m.partner = ${Number(partner)} and m.product = p.id) ${search}`;
      const rows = await queryRows<{ id: number | string; name: string; sku: string; price: number | string }>(
        db,
        sql`select p.id, p.name, p.sku, p.price from products p where ${where}
            order by p.name, p.id limit ${perPage} offset ${(page - 1) * perPage}`,
      );
      // counted up to a cap: a catalogue of a million products is not counted on every page
      const [count] = await queryRows<{ n: number | string }>(
        db,
        sql`select count(*) as n from (select 1 from products p where ${where} limit ${unmappedCap}) c`,
      );
      return {
        data: rows.map((r) => ({ id: Number(r.id), name: r.name, sku: r.sku, price: Number(r.price) })),
        meta: { current_page: page, per_page: perPage, total: Number(count?.n ?? 0) },
      };
    },
  );
}

/** Partners with a sync address that hold mappings of the chosen products. */
async function partnersOf(db: Db, chosen: SQL): Promise<number[]> {
  const rows = await queryRows<{ id: number | string }>(
    db,
    sql`select distinct m.partner as id from foxy_link_mappings m join partners p on p.id = m.partner
        where p.sync_url is not null and p.sync_url <> '' and p.status = 'active' and ${chosen} order by 1`,
  );
  return rows.map((r) => Number(r.id));
}

/**
 * `POST /api/products/foxylink/sync/batch` { ids }, { filter, search } or { all: true } (SPEC §7):
 * one sync job per partner that has mappings among those products; 202 with the jobs to follow.
 */
export function syncBatchRoute(app: FastifyInstance, engine: Engine, scope: string): void {
  app.post(
    '/products/foxylink/sync/batch',
    {
      schema: {
        summary: 'Синхронізувати обрані товари з партнерами (завдання у фоні)',
        description:
          'ids — обрані товари, або filter і search списку товарів; одне завдання на партнера. ' +
          'Порожній фільтр (без значень і без пошуку) обрав би весь каталог і тому відхиляється (422); ' +
          'весь каталог синхронізує лише явне all: true без ids, filter і search.',
        tags: ['products'],
      },
      config: {
        access: { scope },
        docs: {
          body: bodySchema,
          response: {
            202: z.object({ data: z.object({ jobs: z.array(z.object({ partner: z.number(), job: z.number() })) }) }),
          },
        },
      },
    },
    async (request, reply) => {
      const body = (request.body ?? {}) as Record<string, unknown>;
      const byIds = body.ids !== undefined;
      const byQuery = body.filter !== undefined || body.search !== undefined;
      const all = body.all !== undefined;
      if (all && (body.all !== true || byIds || byQuery)) throw new AppError(422, m.allAlone, { all: [m.allAlone] });
      if (!byIds && !byQuery && !all) throw validationError({ ids: [m.selection] });
      let products: number[] | undefined;
      let query: Record<string, unknown> | undefined;
      let chosen: SQL;
      if (byIds) {
        try {
          products = parseIds(body);
        } catch {
          throw validationError({ ids: [m.selection] });
        }
        chosen = sql`m.product = any(${`{${products.join(',')}}`}::bigint[])`;
      } else {
        query = all ? {} : flatQuery(body);
        const found = foundQuery(engine, query);
        // `{ filter: {} }` finds the whole catalogue: only an explicit `all` may mean that
        if (!all && !found.narrowed) throw new AppError(422, m.emptyFilter, { filter: [m.emptyFilter] });
        chosen = sql`m.product in (${found.ids})`;
      }
      const partners = await partnersOf(engine.db, chosen);
      if (!partners.length) {
        // a filter's products were found, not chosen: the answer says which the manager did
        const message = byIds ? m.nothingMapped : m.nothingFound;
        throw new AppError(422, message, { [byIds ? 'ids' : 'filter']: [message] });
      }
      const user = userOf(request);
      const jobs = [];
      for (const partner of partners) {
        const params: SyncParams = { partner, ...(products ? { products } : { query }) };
        jobs.push({ partner, job: (await startJob(engine.db, syncJobKind, params, user.id)).id });
      }
      reply.code(202);
      return { data: { jobs } };
    },
  );
}

/** `{ filter: { brand: '3' }, search }` as the list's query string reads it: `filter[brand]`. */
function flatQuery(body: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (typeof body.search === 'string') out.search = body.search;
  const filter = body.filter;
  if (filter && typeof filter === 'object') {
    for (const [k, v] of Object.entries(filter)) {
      if (v && typeof v === 'object' && !Array.isArray(v)) {
        for (const [bound, b] of Object.entries(v)) out[`filter[${k}][${bound}]`] = String(b);
      } else out[`filter[${k}]`] = Array.isArray(v) ? v.join(',') : String(v);
    }
  }
  return out;
}

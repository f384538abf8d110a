import { apiMessages, type ResourceRecord, writeScope } from '@kramar/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { parseIds } from '../../crud/batch.ts';
import { showRecord } from '../../crud/engine.ts';
import type { ResourceRoutesContext } from '../../crud/hooks.ts';
import { oneDoc } from '../../crud/route-docs.ts';
import { idOf, userOf } from '../../crud/route-params.ts';
import { saveRecord } from '../../crud/write.ts';
import type { Db } from '../../db/client.ts';
import { AppError, validationError } from '../../http/errors.ts';
import { saveMany } from './batch-save.ts';
import { productBatchDocs } from './docs.ts';
import { productMessages as m } from './messages.ts';
import { copyImages, createBody, freeSku } from './record-copy.ts';

/**
 * SPEC §7 products beyond the engine: duplicate, and moving many products to a category or
 * changing their additional categories. Every change is the engine's save of each product.
 */

type Mode = 'add' | 'remove' | 'replace';
const modes: readonly Mode[] = ['add', 'remove', 'replace'];

const idsOf = (body: unknown): number[] => {
  try {
    return parseIds(body);
  } catch {
    throw validationError({ ids: [m.ids] });
  }
};

/** A list of category ids; an empty one only where it means something (replace with nothing). */
function categoryIds(raw: unknown, mode: Mode): number[] {
  if (Array.isArray(raw) && raw.length === 0 && mode === 'replace') return [];
  try {
    return parseIds({ ids: raw });
  } catch {
    throw validationError({ categories: [m.categories] });
  }
}

const sameList = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((v, i) => v === b[i]);

function nextCategories(current: number[], given: number[], mode: Mode): number[] {
  if (mode === 'replace') return given;
  if (mode === 'remove') return current.filter((id) => !given.includes(id));
  return [...current, ...given.filter((id) => !current.includes(id))];
}

export function productRoutes(app: FastifyInstance, { resource, table, db, engine }: ResourceRoutesContext): void {
  const write = { access: { scope: writeScope(resource) } };
  const doc = (summary: string) => ({ summary, tags: [resource.name] });
  const duplicateDocs = { noBody: true as const, response: { 201: oneDoc(resource) } };

  app.post(
    '/:id/duplicate',
    { schema: doc('Копія товару (чернетка)'), config: { ...write, docs: duplicateDocs } },
    async (request, reply) => {
      const record = await showRecord(db, resource, table, idOf(request));
      if (!record) throw new AppError(404, apiMessages.notFound);
      const gallery = Array.isArray(record.gallery) ? (record.gallery as string[]) : [];
      const body = {
        ...createBody(resource, record),
        status: 'draft',
        gallery: await copyImages(engine.storage, gallery),
      };
      const copy = await db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        // copies of one product wait for each other, so each sees the SKU the one before took (a
        // bug fixed: 15 at once answered 14 × 422 about a SKU the client never sent)
        const sku = String(record.sku);
        await tx.execute(
          sql`select pg_advisory_xact_lock(hashtext('products.sku-copy'), hashtext(${sku.toLowerCase()}))`,
        );
        const free = await freeSku(tx, resource.table, sku);
        return saveRecord({ ...engine, db: tx }, resource, userOf(request), { ...body, sku: free });
      });
      return reply.status(201).send({ data: copy });
    },
  );

  app.post(
    '/batch/category',
    { schema: doc('Перенести обрані товари в категорію'), config: { ...write, docs: productBatchDocs.category } },
    async (request) => {
      const ids = idsOf(request.body);
      const category = (request.body as { category?: unknown } | null)?.category;
      if (typeof category !== 'number' || !Number.isSafeInteger(category) || category < 1) {
        throw validationError({ category: [m.categories] });
      }
      const updated = await saveMany(engine, resource, userOf(request), ids, (record) =>
        record.category === category ? undefined : { category },
      );
      return { data: { updated } };
    },
  );

  app.post(
    '/batch/additional-category',
    {
      schema: doc('Додати, прибрати чи замінити додаткові категорії обраних товарів'),
      config: { ...write, docs: productBatchDocs.additionalCategory },
    },
    async (request) => {
      const body = (request.body ?? {}) as { categories?: unknown; mode?: unknown };
      const ids = idsOf(body);
      const mode = body.mode === undefined ? 'add' : body.mode;
      if (!modes.includes(mode as Mode)) throw validationError({ mode: [m.mode] });
      const given = categoryIds(body.categories, mode as Mode);
      const updated = await saveMany(engine, resource, userOf(request), ids, (record: ResourceRecord) => {
        const current = (record.categories as number[] | undefined) ?? [];
        const next = nextCategories(current, given, mode as Mode);
        return sameList(current, next) ? undefined : { categories: next };
      });
      return { data: { updated } };
    },
  );
}

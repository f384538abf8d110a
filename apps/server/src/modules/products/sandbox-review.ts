import { apiMessages, type CurrentUser, type ResourceDef, type ResourceRecord, writeScope } from '@kramar/contract';
import type { FastifyInstance } from 'fastify';
import { diffChanges, writeAudit } from '../../crud/audit-log.ts';
import { parseIds } from '../../crud/batch.ts';
import { type Engine, findRecord, lockedRows, tableOf } from '../../crud/engine.ts';
import type { ResourceRoutesContext } from '../../crud/hooks.ts';
import { removeFiles } from '../../crud/images.ts';
import { toRecord } from '../../crud/records.ts';
import { userOf } from '../../crud/route-params.ts';
import { saveRecord } from '../../crud/write.ts';
import { idsIn } from '../../crud/write-checks.ts';
import type { Db } from '../../db/client.ts';
import { AppError, validationError } from '../../http/errors.ts';
import { sandboxDocs } from './docs.ts';
import { productMessages as m } from './messages.ts';
import { copyImages, createBody } from './record-copy.ts';

/**
 * Reviewing new products (SPEC §2 /products-sandbox): approving an item makes it a product through
 * the engine (validated as one, audited) and takes it out of the sandbox in the same transaction;
 * rejecting removes items with an audit entry carrying the reason.
 */

type Failed = { id: number; name: string; errors: Record<string, string[]> };

const galleryOf = (record: ResourceRecord): string[] => (Array.isArray(record.gallery) ? record.gallery : []);

/** The sandbox row leaves with an audit entry; its files go once the caller has committed. */
async function removeItem(
  tx: Db,
  sandbox: ResourceDef,
  engine: Engine,
  user: CurrentUser,
  item: ResourceRecord,
  note?: string,
) {
  const table = tableOf(engine, sandbox);
  await tx.delete(table).where(idsIn(table, [item.id]));
  const changes = diffChanges(Object.keys(sandbox.fields), item, null);
  if (note) changes.review_note = { before: item.review_note ?? null, after: note };
  await writeAudit(tx, user, [{ resource: sandbox.name, recordId: item.id, action: 'delete', changes }]);
}

async function approveOne(engine: Engine, sandbox: ResourceDef, products: ResourceDef, user: CurrentUser, id: number) {
  const current = await findRecord(engine.db, sandbox, tableOf(engine, sandbox), id);
  if (!current) return { failed: { id, name: '', errors: { id: [m.sandboxGone] } } };
  // the product gets copies of the item's images: the item's own files go with it after the commit
  const gallery = await copyImages(engine.storage, galleryOf(current));
  let made: ResourceRecord | undefined;
  try {
    const item = await engine.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const locked = await findRecord(tx, sandbox, tableOf(engine, sandbox), id, true);
      if (!locked) throw new AppError(422, apiMessages.validation, { id: [m.sandboxGone] });
      made = await saveRecord({ ...engine, db: tx }, products, user, { ...createBody(products, locked), gallery });
      await removeItem(tx, sandbox, engine, user, locked);
      return locked;
    });
    await removeFiles(engine.storage, galleryOf(item), engine.logError);
    return { approved: { id, product_id: (made as ResourceRecord).id } };
  } catch (error) {
    // a product saved inside a transaction that then failed: its copies are nobody's
    if (made) await removeFiles(engine.storage, galleryOf(made), engine.logError);
    if (!(error instanceof AppError) || error.status !== 422) throw error;
    return { failed: { id, name: String(current.name ?? ''), errors: error.errors ?? { _: [error.message] } } };
  }
}

export function sandboxRoutes(app: FastifyInstance, { resource, engine }: ResourceRoutesContext): void {
  const write = { access: { scope: writeScope(resource) } };
  const doc = (summary: string) => ({ summary, tags: [resource.name] });
  const products = engine.resources.find((r) => r.name === 'products');
  if (!products) throw new Error('products-sandbox: approving needs the products resource');

  app.post(
    '/approve',
    { schema: doc('Схвалити нові товари: кожен стає товаром'), config: { ...write, docs: sandboxDocs.approve } },
    async (request) => {
      const ids = parseIds(request.body);
      const user = userOf(request);
      const approved: { id: number; product_id: number }[] = [];
      const failed: Failed[] = [];
      // each item on its own: one that is not a valid product yet waits while the others go through
      for (const id of ids) {
        const result = await approveOne(engine, resource, products, user, id);
        if (result.approved) approved.push(result.approved);
        else failed.push(result.failed);
      }
      return { data: { approved, failed } };
    },
  );

  app.post(
    '/reject',
    { schema: doc('Відхилити нові товари'), config: { ...write, docs: sandboxDocs.reject } },
    async (request) => {
      const ids = parseIds(request.body);
      const note = (request.body as { note?: unknown } | null)?.note;
      if (note !== undefined && note !== null && (typeof note !== 'string' || note.length > 1000)) {
        throw validationError({ note: [m.note] });
      }
      const text = typeof note === 'string' && note.trim() ? note.trim() : undefined;
      const user = userOf(request);
      const table = tableOf(engine, resource);
      const items = await engine.db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        const rows = await lockedRows(tx, resource, table, idsIn(table, ids));
        const records = rows.map((row) => toRecord(resource, row));
        for (const item of records) await removeItem(tx, resource, engine, user, item, text);
        return records;
      });
      await removeFiles(engine.storage, items.flatMap(galleryOf), engine.logError);
      return { data: { rejected: items.length } };
    },
  );
}

import { apiMessages, defineMessages, type ResourceRecord, readScope, writeScope } from '@kramar/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { parseIds } from '../../crud/batch.ts';
import { showRecord } from '../../crud/engine.ts';
import { type ResourceRoutesContext, registerResourceHooks } from '../../crud/hooks.ts';
import { idOf, userOf } from '../../crud/route-params.ts';
import { ifMatchVersion, versionOfRecord } from '../../crud/versions.ts';
import { saveRecord } from '../../crud/write.ts';
import { queryRows } from '../../db/client.ts';
import { AppError, validationError } from '../../http/errors.ts';
import { categoryDocs } from './category-docs.ts';
import { filterSeoRoutes } from './category-filter-seo.ts';

/**
 * SPEC §7 "Categories" beyond the engine: a category's attribute rows with what they point at,
 * their custom order, assigning attributes to many categories at once and passing a category's
 * set down its branch. Every change goes through the engine's save, so it is validated, audited
 * and written with its relations like a save from the form.
 */

export const categoryMessages = defineMessages(
  {
    attributeIds: 'Передайте атрибути категорії в новому порядку, кожен один раз.',
    manyBody: 'Оберіть категорії та атрибути, які додати або прибрати.',
  },
  {
    attributeIds: 'Send the category’s attributes in their new order, each once.',
    manyBody: 'Choose the categories and the attributes to add or remove.',
  },
);

type Row = { id?: number; attribute: number; filter: boolean; required: boolean };
interface AttributeRow extends Row {
  id: number;
  title: string;
  code: string;
  data_type: string;
  unit: number | null;
  position: number;
}

const rowsOf = (record: ResourceRecord): Row[] => (record.attributes as Row[] | undefined) ?? [];

function categoryRoutes(app: FastifyInstance, context: ResourceRoutesContext): void {
  const { resource, table, db, engine } = context;
  const read = { access: { scope: readScope(resource) } };
  const write = { access: { scope: writeScope(resource) } };
  const doc = (summary: string) => ({ schema: { summary, tags: [resource.name] } });
  const find = async (id: number): Promise<ResourceRecord> => {
    const record = await showRecord(db, resource, table, id);
    if (!record) throw new AppError(404, apiMessages.notFound);
    return record;
  };
  // rows worked out from `read` are saved only if the category is still as it was read (a 409 if not)
  const save = (request: FastifyRequest, read: ResourceRecord, rows: Row[], version = versionOfRecord(read)) =>
    saveRecord(engine, resource, userOf(request), { attributes: rows }, read.id, version);

  const attributeRows = async (id: number): Promise<AttributeRow[]> => {
    await find(id);
    const rows = await queryRows<AttributeRow>(
      db,
      sql`select ca.id, ca.attribute, ca.filter, ca.required, ca.position, a.title, a.code, a.data_type, a.unit
          from categories_attributes ca join attributes a on a.id = ca.attribute
          where ca.owner_id = ${id} order by ca.position, ca.id`,
    );
    // PostgreSQL's driver hands bigint over as text
    return rows.map((r) => ({
      ...r,
      id: Number(r.id),
      attribute: Number(r.attribute),
      unit: r.unit === null ? null : Number(r.unit),
    }));
  };

  const attributesOptions = {
    ...doc('Атрибути категорії з її налаштуваннями'),
    config: { ...read, docs: categoryDocs.attributes },
  };
  app.get('/:id/attributes', attributesOptions, async (request) => ({
    data: await attributeRows(idOf(request)),
  }));
  app.get(
    '/:id/custom-sort-attributes',
    { ...doc('Власний порядок атрибутів категорії'), config: { ...read, docs: categoryDocs.customSort } },
    async (request) => ({
      data: (await attributeRows(idOf(request))).map(({ attribute, title, code }) => ({ id: attribute, title, code })),
    }),
  );
  app.post(
    '/:id/custom-sort-attributes',
    { ...doc('Змінити порядок атрибутів категорії'), config: { ...write, docs: categoryDocs.customSortSave } },
    async (request) => {
      const category = await find(idOf(request));
      const rows = rowsOf(category);
      let order: number[];
      try {
        order = parseIds(request.body);
      } catch {
        throw validationError({ ids: [categoryMessages.attributeIds] });
      }
      const byAttribute = new Map(rows.map((r) => [r.attribute, r]));
      const sent = (request.body as { ids?: unknown } | null)?.ids;
      const repeats = Array.isArray(sent) && sent.length !== order.length;
      if (repeats || order.length !== rows.length || !order.every((a) => byAttribute.has(a))) {
        throw validationError({ ids: [categoryMessages.attributeIds] });
      }
      const saved = await save(
        request,
        category,
        order.map((a) => byAttribute.get(a) as Row),
        // the order the editor chose was based on what it showed them
        ifMatchVersion(request) ?? versionOfRecord(category),
      );
      return { data: rowsOf(saved).map((r) => r.attribute) };
    },
  );

  app.post(
    '/attributes/many',
    { ...doc('Додати чи прибрати атрибути в багатьох категоріях'), config: { ...write, docs: categoryDocs.many } },
    async (request) => {
      const body = (request.body ?? {}) as { categories?: unknown; attach?: unknown; detach?: unknown };
      const list = (v: unknown) =>
        v === undefined || (Array.isArray(v) && v.length === 0) ? [] : parseIds({ ids: v });
      let categories: number[];
      let attach: number[];
      let detach: number[];
      try {
        categories = parseIds({ ids: body.categories });
        attach = list(body.attach);
        detach = list(body.detach);
      } catch {
        throw validationError({ _: [categoryMessages.manyBody] });
      }
      if (attach.length + detach.length === 0) throw validationError({ _: [categoryMessages.manyBody] });
      let updated = 0;
      for (const id of categories) {
        const category = await find(id);
        const rows = rowsOf(category).filter((r) => !detach.includes(r.attribute));
        for (const attribute of attach) {
          if (!rows.some((r) => r.attribute === attribute)) rows.push({ attribute, filter: true, required: false });
        }
        const before = JSON.stringify(rowsOf(category));
        const after = rowsOf(await save(request, category, rows));
        if (JSON.stringify(after) !== before) updated += 1;
      }
      return { data: { updated } };
    },
  );

  app.post(
    '/:id/sync',
    { ...doc('Передати набір атрибутів категорії всій її гілці'), config: { ...write, docs: categoryDocs.sync } },
    async (request) => {
      const id = idOf(request);
      const source = await find(id);
      const own = rowsOf(source);
      const descendants = await queryRows<{ id: number }>(
        db,
        sql`select id::text from categories where path like ${`${String(source.path)}%`} and id <> ${id} order by depth, id`,
      );
      let updated = 0;
      for (const { id: child } of descendants) {
        const descendant = await find(Number(child));
        const rows = rowsOf(descendant);
        // the branch gains what the category has; what a descendant added of its own stays
        const missing = own.filter((r) => !rows.some((x) => x.attribute === r.attribute));
        if (missing.length === 0) continue;
        await save(request, descendant, [
          ...rows,
          ...missing.map(({ attribute, filter, required }) => ({ attribute, filter, required })),
        ]);
        updated += 1;
      }
      return { data: { updated } };
    },
  );

  filterSeoRoutes(app, context);
}

// one object for every app of the process: the registry refuses a second, different set
const hooks = { extraRoutes: categoryRoutes };

export const registerCategories = (): void => registerResourceHooks('categories', hooks);

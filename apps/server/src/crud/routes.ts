import { apiMessages, gridEditFields, type ResourceDef, readScope, writeScope } from '@kramar/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../http/errors.ts';
import { autocomplete, hasAutocomplete } from './autocomplete.ts';
import { deleteRecords, parseIds, setStatus } from './batch.ts';
import { updateRows } from './batch-update.ts';
import { type Engine, showRecord, tableOf } from './engine.ts';
import { hooksFor } from './hooks.ts';
import { idempotencyHeaderDoc, once, sweepIdempotencyKeys } from './idempotency.ts';
import { listRecords } from './list-query.ts';
import { hasPosition, reorderRecords } from './reorder.ts';
import {
  autocompleteQueryDoc,
  batchUpdateBodyDoc,
  bodyDoc,
  conflictDoc,
  countDoc,
  idsBodyDoc,
  ifMatchDoc,
  listQueryDoc,
  listResponseDoc,
  oneDoc,
  optionsDoc,
  recordDoc,
  reorderBodyDoc,
  statusBodyDoc,
  treeFlatDoc,
  treeNestedDoc,
  writeResponses,
} from './route-docs.ts';
import { idOf, userOf } from './route-params.ts';
import { nestTree, readTree, treeJson } from './tree-routes.ts';
import { etagOf, updateVersion } from './versions.ts';
import { saveRecord } from './write.ts';

/** The generic routes of one resource, under `/api/{name}` (DESIGN §3, §4; SPEC §7). */
async function resourceRoutes(app: FastifyInstance, engine: Engine, resource: ResourceDef): Promise<void> {
  const table = tableOf(engine, resource);
  const read = { access: { scope: readScope(resource) } };
  const write = { access: { scope: writeScope(resource) } };
  const doc = (summary: string) => ({ summary, tags: [resource.name] });
  const { extras } = resource;

  const listDoc = {
    ...doc('Список записів'),
    description:
      'page, per_page (10, 25, 50, 100), sort (поле або -поле), search, filter[поле], filter[поле][from|to], ' +
      'fields (поля відповіді через кому: лише вони читаються з бази); ' +
      'cursor — meta.next_cursor попередньої сторінки: наступна сторінка за ключем, однаково швидко на будь-якій глибині.',
  };
  app.get(
    '/',
    {
      schema: listDoc,
      config: { ...read, docs: { querystring: listQueryDoc(resource), response: { 200: listResponseDoc(resource) } } },
    },
    async (request, reply) => {
      const list = await listRecords(
        engine.db,
        resource,
        table,
        request.query as Record<string, unknown>,
        engine.logError,
      );
      // the database wrote it (list-json.ts): sent as it came
      return typeof list === 'string' ? reply.type('application/json; charset=utf-8').send(list) : list;
    },
  );
  if (hasAutocomplete(resource, engine.resources)) {
    const autocompleteDocs = { querystring: autocompleteQueryDoc, response: { 200: optionsDoc } };
    app.get(
      '/autocomplete',
      { schema: doc('Пошук для вибору'), config: { ...read, docs: autocompleteDocs } },
      async (request) => ({
        data: await autocomplete(engine.db, resource, table, request.query as Record<string, unknown>),
      }),
    );
  }
  if (resource.tree) {
    app.get(
      '/full',
      {
        schema: doc('Усе дерево одним списком: глибина, шлях, порядок показу'),
        config: { ...read, docs: { response: { 200: treeFlatDoc } } },
      },
      // the database writes the JSON: it is sent as it came
      async (_request, reply) =>
        reply.type('application/json; charset=utf-8').send(`{"data":${await treeJson(engine.db, resource, table)}}`),
    );
    const nestedDocs = { response: { 200: treeNestedDoc } };
    app.get('/tree-list', { schema: doc('Усе дерево, вкладене'), config: { ...read, docs: nestedDocs } }, async () => ({
      data: nestTree(await readTree(engine.db, resource, table)),
    }));
  }
  app.get(
    '/:id',
    { schema: doc('Запис'), config: { ...read, docs: { response: { 200: oneDoc(resource) } } } },
    async (request, reply) => {
      const record = await showRecord(engine.db, resource, table, idOf(request));
      if (!record) throw new AppError(404, apiMessages.notFound);
      reply.header('etag', etagOf(record));
      return { data: record };
    },
  );
  app.post(
    '/',
    {
      schema: doc('Створити запис'),
      config: {
        ...write,
        docs: {
          body: bodyDoc(resource, 'create'),
          headers: idempotencyHeaderDoc,
          response: writeResponses(resource, 201),
        },
      },
    },
    (request, reply) =>
      once(engine.db, request, reply, async (db) => ({
        status: 201,
        body: { data: await saveRecord({ ...engine, db }, resource, userOf(request), request.body) },
      })),
  );
  const update = async (request: FastifyRequest, reply: FastifyReply) => {
    const id = idOf(request);
    const { body, version } = updateVersion(request);
    const record = await saveRecord(engine, resource, userOf(request), body, id, version);
    reply.header('etag', etagOf(record));
    return { data: record };
  };
  const updateDocs = {
    body: bodyDoc(resource, 'update'),
    headers: ifMatchDoc,
    response: writeResponses(resource, 200),
  };
  app.put('/:id', { schema: doc('Змінити запис'), config: { ...write, docs: updateDocs } }, update);
  app.patch('/:id', { schema: doc('Змінити частину запису'), config: { ...write, docs: updateDocs } }, update);

  if (extras.delete) {
    const deleteDocs = { response: { 200: countDoc('deleted') } };
    app.delete('/:id', { schema: doc('Видалити запис'), config: { ...write, docs: deleteDocs } }, async (request) => {
      const deleted = await deleteRecords(engine, resource, userOf(request), [idOf(request)], 'delete');
      if (deleted === 0) throw new AppError(404, apiMessages.notFound);
      return { data: { deleted } };
    });
  }
  if (extras.destroyBatch) {
    app.post(
      '/destroy-batch',
      {
        schema: doc('Видалити обрані записи'),
        config: { ...write, docs: { body: idsBodyDoc, response: { 200: countDoc('deleted') } } },
      },
      async (request) => ({
        data: {
          deleted: await deleteRecords(engine, resource, userOf(request), parseIds(request.body), 'batch-delete'),
        },
      }),
    );
  }
  if (extras.batchStatus) {
    app.post(
      '/batch/status',
      {
        schema: doc('Змінити статус обраних записів'),
        config: { ...write, docs: { body: statusBodyDoc(resource), response: { 200: countDoc('updated') } } },
      },
      async (request) => ({
        data: { updated: await setStatus(engine, resource, userOf(request), request.body) },
      }),
    );
  }
  if (gridEditFields(resource).length) {
    app.post(
      '/batch/update',
      {
        schema: {
          ...doc('Зберегти зміни, внесені у списку'),
          description:
            `rows: [{ id, values, updated_at }] — лише поля ${gridEditFields(resource).join(', ')}; усе або нічого: ` +
            'рядок, чий запис змінився після updated_at, дає 409 з поточними записами, і нічого не записано.',
        },
        config: {
          ...write,
          docs: {
            body: batchUpdateBodyDoc(resource, gridEditFields(resource)),
            response: {
              200: z.object({ data: z.array(recordDoc(resource)) }),
              409: conflictDoc(z.array(recordDoc(resource))),
            },
          },
        },
      },
      async (request) => ({ data: await updateRows(engine, resource, userOf(request), request.body) }),
    );
  }
  if (hasPosition(resource)) {
    const reorderDocs = { body: reorderBodyDoc, response: { 200: countDoc('updated') } };
    app.post(
      '/reorder',
      { schema: doc('Змінити порядок записів'), config: { ...write, docs: reorderDocs } },
      async (request) => ({
        data: { updated: await reorderRecords(engine, resource, userOf(request), request.body) },
      }),
    );
  }
  await hooksFor(resource.name).extraRoutes?.(app, { resource, table, db: engine.db, engine });
}

/** Every declared resource gets its routes; registered inside the /api scope. */
export async function crudRoutes(app: FastifyInstance, opts: { engine: Engine }): Promise<void> {
  for (const resource of opts.engine.resources) {
    await app.register((scope) => resourceRoutes(scope, opts.engine, resource), { prefix: `/${resource.name}` });
  }
  sweepIdempotencyKeys(app, opts.engine.db);
}

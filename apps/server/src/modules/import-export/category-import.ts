import { apiMessages, writeScope } from '@kramar/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type Engine, tableOf } from '../../crud/engine.ts';
import { idOf, userOf } from '../../crud/route-params.ts';
import { queryRows } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { importDocs } from './docs.ts';
import { maxImportBytes, receiveUpload } from './import-routes.ts';

/**
 * POST /api/categories/{id}/products/import (SPEC §7): the products import with the category
 * fixed for every row. The upload remembers it, so the next steps are the products import's own
 * (`/api/products/import/{upload}/dry-run` and `/apply`) and a mapped category column cannot move
 * a row elsewhere.
 */
export function categoryImportRoute(app: FastifyInstance, engine: Engine): void {
  const products = engine.resources.find((r) => r.name === 'products');
  const categories = engine.resources.find((r) => r.name === 'categories');
  if (!products || !categories) throw new Error('category import: products and categories must be declared');
  const table = tableOf(engine, categories);
  app.post(
    '/categories/:id/products/import',
    {
      schema: {
        summary: 'Завантажити файл для імпорту товарів у категорію',
        tags: ['categories'],
        consumes: ['multipart/form-data'],
      },
      config: {
        access: { scope: writeScope(products) },
        body: { files: 1, fileSize: maxImportBytes },
        docs: importDocs.categoryUpload,
      },
    },
    async (request) => {
      const id = idOf(request);
      const [category] = await queryRows<{ title: string }>(
        engine.db,
        sql`select title from ${table} where id = ${id}`,
      );
      if (!category) throw new AppError(404, apiMessages.notFound);
      const owner = { resource: products.name, userId: userOf(request).id };
      const upload = await receiveUpload(request, products, owner, engine.db, { category: id });
      return { data: { ...upload, category: { id, title: category.title } } };
    },
  );
}

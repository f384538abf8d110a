import { apiMessages, can, writeScope } from '@kramar/contract';
import { eq, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { writeAudit } from '../../crud/audit-log.ts';
import { findRecord } from '../../crud/engine.ts';
import type { ResourceRoutesContext } from '../../crud/hooks.ts';
import type { ImageChanges } from '../../crud/images.ts';
import { idOf, userOf } from '../../crud/route-params.ts';
import { asValidationError, saveInTransaction, validateInput } from '../../crud/write.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { requestMessages as m } from './messages.ts';

/**
 * POST /api/requests/{id}/order: the request becomes an order through the engine's create (every
 * order rule runs: customer found or made, prices, stock, number) and is linked to it and taken
 * in progress, in one transaction. The request is locked first, so two clicks make one order.
 */
export function requestOrderRoute(app: FastifyInstance, { resource, table, engine }: ResourceRoutesContext): void {
  const orders = engine.resources.find((r) => r.name === 'orders');
  if (!orders) throw new Error('requests: making orders needs the orders resource');
  app.post(
    '/:id/order',
    {
      schema: { summary: 'Створити замовлення із заявки', tags: [resource.name] },
      // and orders.edit, checked below: the access rule takes any one of a list
      config: {
        access: { scope: writeScope(resource) },
        docs: {
          noBody: true,
          response: {
            201: z.object({ data: z.object({ order_id: z.number().int() }) }),
            409: z
              .object({ message: z.string(), data: z.object({ order_id: z.number().int() }) })
              .describe('замовлення вже створено'),
          },
        },
      },
    },
    async (request, reply) => {
      const user = userOf(request);
      if (!can(user, writeScope(orders))) throw new AppError(403, m.needsOrders);
      const id = idOf(request);
      const files: ImageChanges = { saved: [], obsolete: [] };
      const result = await engine.db
        .transaction(async (transaction) => {
          const tx = transaction as unknown as Db;
          const found = await findRecord(tx, resource, table, id, true);
          if (!found) throw new AppError(404, apiMessages.notFound);
          if (found.order_id) return { linked: Number(found.order_id) };
          const body = {
            source: 'site',
            name: found.name,
            phone: found.phone,
            ...(found.customer_id ? { customer_id: found.customer_id } : {}),
            ...(found.manager_id ? { manager_id: found.manager_id } : {}),
            items: found.product_id ? [{ product_id: found.product_id, quantity: 1 }] : [],
            ...(found.message ? { customer_comment: String(found.message).slice(0, 2000) } : {}),
          };
          const values = validateInput(orders, 'create', body);
          const order = await saveInTransaction(engine, tx, orders, user, values, null, files);
          const handled = found.handled_at ? {} : { handled_at: sql`now()`, handled_by: user.id };
          await tx
            .update(table)
            .set({
              order_id: order.id,
              customer_id: order.customer_id ?? null,
              status: 'in_progress',
              ...handled,
              updated_at: sql`now()`,
            })
            .where(eq(table.id as PgColumn, id));
          const after = await findRecord(tx, resource, table, id);
          const changes: Record<string, { before: unknown; after: unknown }> = {};
          for (const f of ['order_id', 'customer_id', 'status', 'handled_at', 'handled_by']) {
            if (after?.[f] !== found[f]) changes[f] = { before: found[f] ?? null, after: after?.[f] ?? null };
          }
          await writeAudit(tx, user, [{ resource: resource.name, recordId: id, action: 'update', changes }]);
          return { created: order.id };
        })
        .catch((error: unknown) => {
          throw asValidationError(orders, engine, error);
        });
      // the order already made, for the client to open
      if ('linked' in result) return reply.code(409).send({ message: m.ordered, data: { order_id: result.linked } });
      reply.code(201);
      return { data: { order_id: result.created } };
    },
  );
}

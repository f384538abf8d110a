import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/client.ts';
import { dealerOrderSettingsRoutes } from './settings-routes.ts';

/** /api/dealers/orders (SPEC §7 `dealers/orders` with `settings`). */
export async function dealerOrderRoutes(app: FastifyInstance, opts: { db: Db }): Promise<void> {
  dealerOrderSettingsRoutes(app, opts.db);
}

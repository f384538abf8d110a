import { writeScope } from '@kramar/contract';
import { foxyLinkMappings } from '@kramar/contract/resources/foxy-link-mappings.ts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Engine } from '../../crud/engine.ts';
import { likeContains } from '../../crud/filters.ts';
import { type ResourceHooks, registerResourceHooks } from '../../crud/hooks.ts';
import { registerJobKind } from '../../jobs/jobs.ts';
import { partnerHooks } from './partner-token.ts';
import { productsFound, syncBatchRoute, unmappedRoute } from './routes.ts';
import { defaultTimings, runSync, type SyncParams, type SyncResult, type SyncTimings, syncJobKind } from './sync.ts';

// one set of hooks per resource for every app of the process (tests build many): they read the latest app's engine
const current: { engine?: Engine } = {};

const mappingHooks: ResourceHooks = {
  // "search by SKU on either side": the partner's SKU is the list's own search, the shop's is here
  search: (q) => sql`"foxy_link_mappings"."product" in (select id from products where sku ilike ${likeContains(q)})`,
  beforeSave: ({ mode, values }) => {
    if (mode === 'create') values.sync_state = 'never';
  },
  extraRoutes: unmappedRoute,
};

/** Plugs link mappings and partners' sync endpoints into the engine; call before the CRUD routes are built. */
export function registerFoxyLink(timings: Partial<SyncTimings> = {}): void {
  const t: SyncTimings = { ...defaultTimings, ...timings };
  registerResourceHooks('partners', partnerHooks);
  registerResourceHooks('foxy-link-mappings', mappingHooks);
  registerJobKind<SyncParams, SyncResult>(syncJobKind, (params, ctx) =>
    runSync(params, ctx, t, (query) => {
      if (!current.engine) throw new Error('registerFoxyLink: no engine');
      return productsFound(current.engine, query);
    }),
  );
}

/** Routes of link mappings outside their resource's prefix: the products' sync (SPEC §7). */
export async function foxyLinkAreaRoutes(app: FastifyInstance, opts: { engine: Engine }): Promise<void> {
  current.engine = opts.engine;
  syncBatchRoute(app, opts.engine, writeScope(foxyLinkMappings));
}

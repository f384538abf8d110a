import type { FastifyInstance } from 'fastify';
import type { Engine } from '../../crud/engine.ts';
import { type ResourceHooks, type ResourceRoutesContext, registerResourceHooks } from '../../crud/hooks.ts';
import { attributeSetRoute } from './attribute-set-route.ts';
import { kitHooks } from './kit-totals.ts';
import { overviewRoutes } from './overview.ts';
import { productBeforeSave } from './product-checks.ts';
import { productFilters } from './product-filters.ts';
import { productRoutes } from './product-routes.ts';
import { sandboxRoutes } from './sandbox-review.ts';
import { productStatusRoutes } from './statuses.ts';

/**
 * Products and sandbox items (issue 9) beyond the engine: typed attribute values, EAN and price
 * checks, list filters by image and attribute values, and the routes of SPEC §7 the engine lacks.
 */

// one object per resource for every app of the process: the registry refuses a second, different set
const productHooks: ResourceHooks = {
  beforeSave: productBeforeSave(true),
  filters: productFilters('products'),
  extraRoutes: (app: FastifyInstance, context: ResourceRoutesContext) => {
    attributeSetRoute(app, context);
    productRoutes(app, context);
  },
};
const sandboxHooks: ResourceHooks = {
  beforeSave: productBeforeSave(false),
  filters: productFilters('products_sandbox'),
  extraRoutes: sandboxRoutes,
};

/** Plugs products into the engine; call before the CRUD routes are built. */
export function registerProducts(): void {
  registerResourceHooks('products', productHooks);
  registerResourceHooks('products-sandbox', sandboxHooks);
  registerResourceHooks('product-kits', kitHooks);
}

/** Routes of the products area outside a resource's own prefix. */
export async function productAreaRoutes(app: FastifyInstance, opts: { engine: Engine }): Promise<void> {
  productStatusRoutes(app);
  overviewRoutes(app, opts.engine.db);
}

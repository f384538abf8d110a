import type { FastifyInstance } from 'fastify';
import type { Engine } from '../../crud/engine.ts';
import type { Db } from '../../db/client.ts';
import { registerJobKind } from '../../jobs/jobs.ts';
import { categoryImportRoute } from './category-import.ts';
import { checkJobKind, runCheck } from './check-job.ts';
import { exportLinkRoutes } from './export-link.ts';
import { exportRoute } from './export-route.ts';
import { importJobKind, rememberEngine, runImport } from './import-job.ts';
import { importRoutes } from './import-routes.ts';

/**
 * Export, import and the import job for the resources that offer them (issue 9: products and the
 * sandbox). Opted in here by name rather than in each declaration: the routes are a module beside
 * the engine, and the web registers its toolbar menu for the same names.
 */
export async function importExportRoutes(
  app: FastifyInstance,
  opts: { engine: Engine; jobsDb: Db; resources: readonly string[]; shopTimeZone: string },
): Promise<void> {
  const { engine } = opts;
  rememberEngine(engine);
  // jobs run on the database's untimed pool (db/client.ts): the same engine, reached from there
  rememberEngine({ ...engine, db: opts.jobsDb });
  registerJobKind(importJobKind, runImport);
  registerJobKind(checkJobKind, runCheck);
  for (const name of opts.resources) {
    const resource = engine.resources.find((r) => r.name === name);
    if (!resource) throw new Error(`import/export: no resource ${name}`);
    exportRoute(app, engine, resource, opts.shopTimeZone);
    exportLinkRoutes(app, engine, resource, opts.shopTimeZone);
    importRoutes(app, engine, resource, opts.shopTimeZone);
  }
  if (opts.resources.includes('products')) categoryImportRoute(app, engine);
}

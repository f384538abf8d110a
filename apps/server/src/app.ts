import type { FastifyInstance } from 'fastify';
import { type Config, publicUrlOf } from './config.ts';
import { auditRoutes } from './crud/audit-routes.ts';
import { createEngine } from './crud/engine.ts';
import { crudRoutes } from './crud/routes.ts';
import { type Database, openDatabase } from './db/client.ts';
import { ensureOwner, type OwnerSeed } from './db/seed/owner.ts';
import { registerDocs } from './http/docs.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { createServer, registerApiScope } from './http/server.ts';
import { jobRoutes } from './jobs/routes.ts';
import { createJobRunner } from './jobs/runner.ts';
import { registerMailDelivery } from './mail/deliver.ts';
import { createMail, type Mail } from './mail/outbox.ts';
import { createMailTransport } from './mail/transport.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { registerAttributeValues } from './modules/catalog/attribute-values.ts';
import { registerCategories } from './modules/catalog/categories.ts';
import { registerCurrency } from './modules/currency/register.ts';
import { registerCustomers } from './modules/customers/register.ts';
import { dashboardRoutes } from './modules/dashboard/register.ts';
import { catalogRoutes } from './modules/dealers/catalog/route.ts';
import { dealerDashboardRoutes } from './modules/dealers/dashboard/route.ts';
import { managerRoutes } from './modules/dealers/managers/routes.ts';
import { dealerOrderRoutes } from './modules/dealers/orders/routes.ts';
import { registerPriceGroups } from './modules/dealers/pricing/register.ts';
import { registerDealers } from './modules/dealers/register.ts';
import { workspaceRoutes } from './modules/dealers/workspaces/routes.ts';
import { directoryRoutes } from './modules/directories/routes.ts';
import { publicFeedRoutes } from './modules/feeds/public.ts';
import { registerFeeds } from './modules/feeds/register.ts';
import { fileRoutes } from './modules/files/routes.ts';
import { foxyLinkAreaRoutes, registerFoxyLink } from './modules/foxy-link/register.ts';
import { importExportRoutes } from './modules/import-export/register.ts';
import { migrationRoutes } from './modules/migration/routes.ts';
import { orderAreaRoutes, registerOrders } from './modules/orders/register.ts';
import { sellerRoutes } from './modules/orders/seller-route.ts';
import { productAreaRoutes, registerProducts } from './modules/products/register.ts';
import { registerPromoCodes } from './modules/promo-codes/register.ts';
import { registerRedirects } from './modules/redirects/register.ts';
import { registerRequests } from './modules/requests/register.ts';
import { registerReviews } from './modules/reviews/register.ts';
import { savedViewRoutes } from './modules/saved-views/routes.ts';
import { registerAdminUsers } from './modules/staff/admin-users.ts';
import { profileRoutes } from './modules/staff/profile.ts';
import { registerRoles } from './modules/staff/roles.ts';
import { demoSeller } from './seller.ts';
import { createStorage } from './storage/create-storage.ts';
import { uploadRoutes } from './storage/routes.ts';
import type { Storage } from './storage/storage.ts';
import { registerWeb } from './web.ts';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    owner: OwnerSeed;
    storage: Storage;
    /** The outbox letters are queued in, with the public address their links start from. */
    mail: Mail;
  }
}

const defaultMailFrom = 'Крамар <no-reply@kramar.local>';

/** The whole server, ready to listen or to be called by tests through HTTP. */
export async function buildApp(config: Config): Promise<FastifyInstance> {
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir, image: config.memoryImage });
  await database.migrate();
  const owner = await ensureOwner(database.db, config.admin);

  const app = createServer(config);
  app.decorate('database', database);
  app.decorate('owner', owner);
  app.addHook('onClose', () => database.close());
  // caches of this process hear every instance's writes (db/notify.ts); listening before the first request
  const changes = await database.listenForChanges((err, msg) => app.log.warn({ err }, msg));
  app.addHook('onClose', () => changes.close());
  await changes.ready;
  const storage = await createStorage(config);
  app.decorate('storage', storage);
  app.addHook('onClose', () => storage.close());
  // long work runs beside the requests; stopped before the database closes (preClose comes first)
  const jobRunner = createJobRunner(database.jobsDb, {
    ...config.jobs,
    logError: (err, msg) => app.log.error({ err }, msg),
  });
  const transport = createMailTransport({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom ?? defaultMailFrom,
    print: config.mail?.print ?? ((text) => console.log(text)),
  });
  registerMailDelivery(transport, config.mail);
  app.addHook('onClose', async () => transport.close());
  app.decorate('mail', createMail(publicUrlOf(config)));
  app.addHook('onReady', () => jobRunner.start());
  app.addHook('preClose', () => jobRunner.stop());

  await registerSecurityHeaders(app);

  await registerDocs(app);
  await app.register(
    async (api) => {
      await registerApiScope(api, database.db, config.sessionIdleSeconds);
      await api.register(authRoutes, { db: database.db, tokenTtlSeconds: config.tokenTtlSeconds });
      const engine = await createEngine({
        db: database.db,
        storage,
        logError: (err) => app.log.warn({ err }, 'a stored file could not be removed'),
      });
      await api.register(directoryRoutes, { engine });
      await api.register(auditRoutes, { db: database.db, resources: engine.resources });
      await api.register(savedViewRoutes, { db: database.db, resources: engine.resources });
      await api.register(jobRoutes, { db: database.db });
      await api.register(dashboardRoutes, { db: database.db, shopTimeZone: config.shopTimeZone });
      // specialised resources plug their hooks in before crudRoutes builds the routes
      registerRedirects();
      registerPromoCodes();
      registerCurrency();
      registerCategories();
      registerAttributeValues();
      registerProducts();
      await api.register(productAreaRoutes, { engine });
      registerOrders(config.shopTimeZone);
      await api.register(orderAreaRoutes);
      registerAdminUsers();
      registerRoles();
      registerCustomers();
      registerDealers();
      registerRequests();
      registerReviews();
      registerPriceGroups();
      registerFeeds(storage, config.shopTimeZone);
      registerFoxyLink(config.foxyLink);
      await api.register(foxyLinkAreaRoutes, { engine });
      await api.register(profileRoutes, { db: database.db });
      await api.register(importExportRoutes, {
        engine,
        jobsDb: database.jobsDb,
        resources: ['products', 'products-sandbox', 'brands', 'colors', 'foxy-link-mappings'],
        shopTimeZone: config.shopTimeZone,
      });
      await api.register(migrationRoutes, { db: database.db });
      await api.register(fileRoutes, {
        db: database.db,
        storage,
        resources: engine.resources,
        shopTimeZone: config.shopTimeZone,
      });
      await api.register(workspaceRoutes, { db: database.db, prefix: '/dealers/workspaces' });
      await api.register(managerRoutes, { db: database.db, prefix: '/dealers-managers' });
      await api.register(dealerDashboardRoutes, {
        db: database.db,
        prefix: '/dealers/dashboard',
        shopTimeZone: config.shopTimeZone,
      });
      await api.register(catalogRoutes, { db: database.db, prefix: '/dealers/catalog' });
      await api.register(dealerOrderRoutes, {
        db: database.db,
        prefix: '/dealers/orders',
        seller: config.seller ?? demoSeller,
        shopTimeZone: config.shopTimeZone,
      });
      await api.register(sellerRoutes, { seller: config.seller ?? demoSeller, prefix: '/orders' });
      await api.register(crudRoutes, { engine });
    },
    { prefix: '/api' },
  );

  await app.register(publicFeedRoutes, { db: database.db, storage, shopTimeZone: config.shopTimeZone });
  await app.register(uploadRoutes, { storage, publicUrl: config.s3?.publicUrl });
  await registerWeb(app, { webDir: config.webDir, shopUrl: config.shopUrl, shopTimeZone: config.shopTimeZone });
  return app;
}

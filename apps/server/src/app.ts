import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from './config.ts';
import { type Database, openDatabase } from './db/client.ts';
import { ensureOwner, type OwnerSeed } from './db/seed/owner.ts';
import { registerDocs } from './http/docs.ts';
import { createServer, registerApiScope } from './http/server.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { directoryRoutes } from './modules/directories/routes.ts';
import { registerWeb } from './web.ts';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    owner: OwnerSeed;
  }
}

/** The whole server, ready to listen or to be called by tests through HTTP. */
export async function buildApp(config: Config): Promise<FastifyInstance> {
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  await database.migrate();
  const owner = await ensureOwner(database.db, config.admin);

  const app = createServer(config);
  app.decorate('database', database);
  app.decorate('owner', owner);
  app.addHook('onClose', () => database.close());

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
  });

  await registerDocs(app);
  await app.register(
    async (api) => {
      await registerApiScope(api, database.db);
      await api.register(authRoutes, { db: database.db, tokenTtlSeconds: config.tokenTtlSeconds });
      await api.register(directoryRoutes);
    },
    { prefix: '/api' },
  );

  await registerWeb(app, { webDir: config.webDir, shopUrl: config.shopUrl });
  return app;
}

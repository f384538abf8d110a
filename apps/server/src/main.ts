import { buildApp } from './app.ts';
import { configFromEnv } from './config.ts';
import { createEngine } from './crud/engine.ts';
import { demoCatalogueSize, ownerUser, seedCatalogue } from './db/seed/catalogue.ts';
import { demoTradeSize } from './db/seed/demo-orders.ts';
import { demoSize } from './db/seed/demo-seed.ts';

const config = configFromEnv(process.env);
const app = await buildApp(config);

// here rather than in buildApp: tests build the app too and want an empty catalogue
if (config.seed === 'demo') {
  const engine = await createEngine({
    db: app.database.db,
    storage: app.storage,
    logError: (err) => app.log.warn({ err }, 'a stored file could not be removed'),
  });
  if (await seedCatalogue(engine, await ownerUser(app.database.db), { products: true })) {
    const { categories, attributes } = demoCatalogueSize;
    const { products, kits, sandbox } = demoSize;
    const { customers, orders } = demoTradeSize;
    app.log.info(
      `Demo shop seeded: ${categories} categories, ${attributes} attributes, ${products} products, ${kits} kits, ${sandbox} in the sandbox, ${customers} customers, ${orders} orders`,
    );
  }
}

const shutdown = async (signal: string) => {
  app.log.info(`${signal}: finishing requests in flight and closing`);
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  await app.close();
  process.exit(0);
};
process.once('SIGTERM', () => void shutdown('SIGTERM'));
process.once('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ port: config.port, host: config.host });

const shown = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
const lines = [
  '',
  `  Kramar is running: ${config.tls ? 'https' : 'http'}://${shown}:${config.port}/${config.tls ? '  (HTTP/2)' : ''}`,
  `  Database: ${app.database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`}`,
  `  Sign in as ${app.owner.email}`,
];
if (app.owner.generated && app.owner.password) {
  lines.push(`  Password: ${app.owner.password}   (shown once: write it down, or set ADMIN_PASSWORD)`);
} else if (app.owner.created) {
  lines.push('  Password: the one in ADMIN_PASSWORD');
}
console.log(`${lines.join('\n')}\n`);

// first: V8's flags are set before the server's own modules run (v8-flags.ts says why)
import './v8-flags.ts';
import { buildApp } from './app.ts';
import { configFromEnv } from './config.ts';
import { demoCatalogueSize } from './db/seed/catalogue.ts';
import { type DemoDealerSignIn, demoDealerSize } from './db/seed/demo-dealers.ts';
import { demoTradeSize } from './db/seed/demo-orders.ts';
import { demoSize } from './db/seed/demo-seed.ts';
import { seedDemoShop } from './db/seed/demo-shop.ts';

const config = configFromEnv(process.env);
const app = await buildApp(config);

// here rather than in buildApp: tests build the app too and want an empty catalogue
let demoDealer: DemoDealerSignIn | null = null;
if (config.seed === 'demo') {
  const shop = await seedDemoShop(app.database, app.storage, (err) =>
    app.log.warn({ err }, 'a stored file could not be removed'),
  );
  demoDealer = shop.dealer;
  if (shop.seeded) {
    const { categories, attributes } = demoCatalogueSize;
    const { products, kits, sandbox } = demoSize;
    const { customers, orders } = demoTradeSize;
    app.log.info(
      `Demo shop seeded: ${categories} categories, ${attributes} attributes, ${products} products, ${kits} kits, ${sandbox} in the sandbox, ${customers} customers, ${orders} orders`,
    );
    if (demoDealer)
      app.log.info(`Demo dealers seeded: ${demoDealerSize.companies} companies with workspaces and managers`);
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
if (demoDealer) {
  lines.push(`  A demo dealer signs in as ${demoDealer.email}`, `  Password: ${demoDealer.password}   (shown once)`);
}
console.log(`${lines.join('\n')}\n`);

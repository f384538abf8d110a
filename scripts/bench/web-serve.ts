// The built web app and its API on a fresh PostgreSQL database of its own, for `npm run bench:web`.
// Run as a child process so the server's work never shares a thread with Lighthouse's analysis.
import pg from 'pg';
import { buildApp } from '../../apps/server/src/app.ts';
import { configFromEnv, defaultConfig } from '../../apps/server/src/config.ts';
import { seedDemoShop } from '../../apps/server/src/db/seed/demo-shop.ts';

const databaseUrl = process.env.BENCH_WEB_DATABASE_URL;
const port = Number(process.env.BENCH_WEB_PORT);
const email = process.env.BENCH_WEB_EMAIL;
const password = process.env.BENCH_WEB_PASSWORD;
if (!databaseUrl || !port || !email || !password) throw new Error('web-serve.ts is started by scripts/bench/web.ts');

const name = new URL(databaseUrl).pathname.slice(1);
if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`unsafe database name ${name}`);
const adminUrl = new URL(databaseUrl);
adminUrl.pathname = '/postgres';

async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl.toString() });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

await admin(`drop database if exists ${name} with (force)`);
await admin(`create database ${name}`);

const app = await buildApp({
  ...defaultConfig,
  port,
  databaseUrl,
  admin: { email, password, name: 'Власник' },
  logLevel: 'warn',
  // HTTPS, HTTP/2 to the browser, with the certificate web-server.ts names
  tls: configFromEnv(process.env).tls,
});
// the demo shop, as `SEED=demo` gives it (main.ts): the screens measured hold what a shop's do,
// and a demo dealer's sign-in opens the dealer panel
const { dealer } = await seedDemoShop(app.database, app.storage, () => {});
if (!dealer) throw new Error('the demo dealers were not seeded');
await app.listen({ port, host: '127.0.0.1' });
process.stdout.write(`dealer ${JSON.stringify(dealer)}\nready\n`);

const stop = async () => {
  await app.close();
  await admin(`drop database if exists ${name} with (force)`);
  process.exit(0);
};
process.once('SIGTERM', () => void stop());
process.once('SIGINT', () => void stop());

import pg from 'pg';
import { buildApp } from '../../server/src/app.ts';
import { defaultConfig } from '../../server/src/config.ts';
import { e2eDatabaseUrl, e2eOwner, e2ePort, e2eShopUrl } from './env.ts';

// a fresh database for every run: no test sees what an earlier run left
const target = new URL(e2eDatabaseUrl);
const name = target.pathname.slice(1);
if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`unsafe database name ${name}`);
const adminUrl = new URL(e2eDatabaseUrl);
adminUrl.pathname = '/postgres';
const admin = new pg.Client({ connectionString: adminUrl.toString() });
await admin.connect();
await admin.query(`drop database if exists ${name} with (force)`);
await admin.query(`create database ${name}`);
await admin.end();

const app = await buildApp({
  ...defaultConfig,
  port: e2ePort,
  databaseUrl: e2eDatabaseUrl,
  shopUrl: e2eShopUrl,
  admin: e2eOwner,
  logLevel: 'warn',
});
await app.listen({ port: e2ePort, host: '127.0.0.1' });
const stop = async () => {
  await app.close();
  process.exit(0);
};
process.once('SIGTERM', () => void stop());
process.once('SIGINT', () => void stop());

import { buildApp } from '../app.ts';
import { ownerPassword } from './test-app.ts';

/**
 * The app as a process of its own, on the PostgreSQL database in KRAMAR_APP_DATABASE: a test can
 * kill it with SIGKILL (a crash no in-process app can stage). Prints its address once listening.
 */
const databaseUrl = process.env.KRAMAR_APP_DATABASE;
if (!databaseUrl) throw new Error('KRAMAR_APP_DATABASE is not set');
const app = await buildApp({
  port: 0,
  host: '127.0.0.1',
  databaseUrl,
  dataDir: 'memory://',
  shopUrl: 'https://shop.example.test',
  shopTimeZone: 'Europe/Kyiv',
  tokenTtlSeconds: 3600,
  admin: { email: 'owner@kramar.test', name: 'Власник', password: ownerPassword },
  logLevel: 'silent',
  trustProxy: true,
  jobs: { heartbeatMs: 500 },
});
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
process.stdout.write(`http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}\n`);

// `node dist/openapi.js FILE`: the build writes the API's OpenAPI document beside the server, so a
// client can be generated from a file without starting a shop. It is the document /api/docs
// serves, drawn from the same schemas, by an app on a throwaway in-memory database.
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { buildApp } from './app.ts';

const file = process.argv[2];
if (!file) throw new Error('usage: node openapi.js FILE');
const app = await buildApp({
  port: 0,
  host: '127.0.0.1',
  dataDir: 'memory://',
  shopUrl: 'https://kramar.example',
  shopTimeZone: 'Europe/Kyiv',
  tokenTtlSeconds: 3600,
  admin: { email: 'openapi@kramar.local', name: 'OpenAPI', password: randomBytes(24).toString('base64url') },
  logLevel: 'silent',
  trustProxy: false,
});
await app.ready();
writeFileSync(file, `${JSON.stringify(app.swagger(), null, 2)}\n`);
await app.close();

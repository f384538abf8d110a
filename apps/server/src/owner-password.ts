// `npm run owner:password` (-- --email E, --reset-2fa): a new owner password when the printed one is
// lost, in the database the server uses (DATABASE_URL, else PGlite in DATA_DIR; stop the server
// first with PGlite, which one process owns). ADMIN_PASSWORD gives the password, else one is generated.
import { parseArgs } from 'node:util';
import { recoverOwner } from './auth/owner-recovery.ts';
import { configFromEnv } from './config.ts';
import { openDatabase } from './db/client.ts';

const { values: args } = parseArgs({ options: { email: { type: 'string' }, 'reset-2fa': { type: 'boolean' } } });
const config = configFromEnv(process.env);
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir, timeouts: false });
try {
  await database.migrate();
  const done = await recoverOwner(database.db, {
    email: args.email,
    password: config.admin.password,
    resetTwoFactor: args['reset-2fa'] === true,
  });
  const lines = [
    `  Owner: ${done.email}`,
    done.generated
      ? `  New password: ${done.password}   (shown once: write it down)`
      : '  New password: the one in ADMIN_PASSWORD',
    `  Sessions ended: ${done.revoked}${args['reset-2fa'] ? '; two-step sign-in switched off' : ''}`,
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
} catch (err) {
  process.stderr.write(`${(err as Error).message}\n`);
  process.exitCode = 1;
} finally {
  await database.close();
}

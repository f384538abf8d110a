import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Db } from '../db/client.ts';
import { registerAccessGuard } from './access.ts';
import { registerErrorHandling } from './errors.ts';
import { registerMethodOverride } from './method-override.ts';
import { registerMultipart } from './multipart.ts';

export interface ServerOptions {
  logLevel: string;
  logStream?: NodeJS.WritableStream;
  trustProxy: boolean;
}

/** A Fastify instance with our logging, zod validation and error shapes. */
export function createServer(opts: ServerOptions): FastifyInstance {
  const app = Fastify({
    logger:
      opts.logLevel === 'silent'
        ? false
        : {
            level: opts.logLevel,
            // a token or a password must never reach a log line
            redact: ['req.headers.authorization', 'req.headers.cookie', 'req.body.password'],
            ...(opts.logStream ? { stream: opts.logStream } : {}),
          },
    trustProxy: opts.trustProxy,
    bodyLimit: 2 * 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  return app;
}

/** What every /api route stands on: the access guard, multipart bodies, the `_method` override. */
export async function registerApiScope(api: FastifyInstance, db: Db): Promise<void> {
  registerAccessGuard(api, db);
  await registerMultipart(api);
  registerMethodOverride(api);
}

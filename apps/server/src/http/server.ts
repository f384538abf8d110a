import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Db } from '../db/client.ts';
import { serializeError } from '../db/redact-error.ts';
import { registerAccessGuard } from './access.ts';
import { formBody, registerBodyRules } from './body-rules.ts';
import { clientErrorHandler, frameworkErrors, refuseMissingHost } from './client-errors.ts';
import { registerControlChars } from './control-chars.ts';
import { registerErrorHandling } from './errors.ts';
import { registerLanguage } from './language.ts';
import { readableLines, registerRequestLines } from './log-lines.ts';
import { registerMethodOverride } from './method-override.ts';
import { registerMultipart } from './multipart.ts';

export interface ServerOptions {
  logLevel: string;
  logStream?: NodeJS.WritableStream;
  /** `pretty`: a short line a request for a person; `json` (default): pino's lines for a collector. */
  logFormat?: 'pretty' | 'json';
  trustProxy: boolean;
  tls?: { cert: Buffer; key: Buffer };
}

/** A Fastify instance with our logging, zod validation and error shapes. */
export function createServer(opts: ServerOptions): FastifyInstance {
  const pretty = opts.logFormat === 'pretty' && opts.logLevel !== 'silent';
  const stream = pretty ? readableLines(opts.logStream ?? process.stdout) : opts.logStream;
  const options = {
    logger:
      opts.logLevel === 'silent'
        ? false
        : {
            level: opts.logLevel,
            // a token or a password must never reach a log line
            redact: ['req.headers.authorization', 'req.headers.cookie', 'req.body.password'],
            // nor the values of a failed SQL statement (drizzle's `params`, PostgreSQL's `detail`)
            serializers: { err: serializeError },
            ...(stream ? { stream } : {}),
          },
    trustProxy: opts.trustProxy,
    // each /api route narrows this to what it can use (body-rules.ts)
    bodyLimit: formBody.form,
    clientErrorHandler,
    frameworkErrors,
    routerOptions: { ignoreTrailingSlash: true },
  };
  // Fastify types an HTTP/2 server apart; the routes use only what both kinds of request share
  const app = (
    opts.tls
      ? Fastify({
          ...(options as object),
          http2: true,
          https: { allowHTTP1: true, cert: opts.tls.cert, key: opts.tls.key },
        })
      : Fastify({ ...options, http: { requireHostHeader: false } })
  ) as FastifyInstance;
  if (pretty) registerRequestLines(app);
  registerLanguage(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  refuseMissingHost(app);
  return app;
}

/** What every /api route stands on: the access guard, bounded bodies, multipart, the `_method` override. */
export async function registerApiScope(api: FastifyInstance, db: Db, idleSeconds?: number): Promise<void> {
  registerAccessGuard(api, db, idleSeconds);
  registerBodyRules(api);
  await registerMultipart(api);
  registerMethodOverride(api, db);
  registerControlChars(api);
}

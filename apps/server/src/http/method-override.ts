import { apiMessages } from '@kramar/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { findSession } from '../auth/tokens.ts';
import type { Db } from '../db/client.ts';
import { bearerToken } from './access.ts';
import { formBody } from './body-rules.ts';
import { AppError } from './errors.ts';

const overridable = ['PUT', 'PATCH', 'DELETE'] as const;
const parsedBody = Symbol('kramar.parsedBody');

type RawWithBody = { [parsedBody]?: unknown };

const pathOf = (request: FastifyRequest): string => request.url.split('?', 1)[0] ?? '/';

/**
 * SPEC §7: updates arrive as POST with `_method=PUT` (often in a multipart body). A POST that
 * matches no route lands here. Before a byte of its body is read, the URL must name a
 * PUT/PATCH/DELETE route (else 404) and the caller must hold a valid token (else 401): such
 * routes are writes, and nobody unknown makes the server read a form. The body is then parsed
 * and the request routed again as the method it names, through every hook and schema of the
 * real route (its own guard decides 403). A POST without `_method` gets the 404 it would have had.
 */
export function registerMethodOverride(app: FastifyInstance, db: Db): void {
  app.addHook('preValidation', async (request) => {
    const raw = request.raw as RawWithBody;
    if (parsedBody in raw) {
      request.body = raw[parsedBody];
      delete raw[parsedBody];
    }
  });

  const onRequest = async (request: FastifyRequest): Promise<void> => {
    const url = pathOf(request);
    if (!overridable.some((method) => app.findRoute({ method, url }))) {
      throw new AppError(404, apiMessages.notFound);
    }
    const token = bearerToken(request);
    if (!token || !(await findSession(db, token))) throw new AppError(401, apiMessages.unauthenticated);
  };

  app.post(
    '/*',
    // public to the guard: onRequest above decides, knowing which route the body is meant for
    { schema: { hide: true }, config: { access: 'public', body: formBody }, onRequest },
    async (request, reply) => {
      const body = request.body as Record<string, unknown> | undefined;
      const method = typeof body?._method === 'string' ? body._method.toUpperCase() : undefined;
      if (!method || !(overridable as readonly string[]).includes(method)) return reply.callNotFound();
      const { _method: _, ...rest } = body as Record<string, unknown>;
      const raw = request.raw;
      raw.method = method;
      delete raw.headers['content-type'];
      delete raw.headers['transfer-encoding'];
      raw.headers['content-length'] = '0';
      (raw as RawWithBody)[parsedBody] = rest;
      reply.hijack();
      app.routing(raw, reply.raw);
    },
  );
}

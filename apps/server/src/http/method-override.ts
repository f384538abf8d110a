import type { FastifyInstance } from 'fastify';

const overridable = new Set(['PUT', 'PATCH', 'DELETE']);
const parsedBody = Symbol('kramar.parsedBody');

type RawWithBody = { [parsedBody]?: unknown };

/**
 * SPEC §7: updates arrive as POST with `_method=PUT` (often in a multipart body). Routing happens
 * before a body is read, so a POST that matches no route lands here once its body is parsed;
 * the request is then routed again as the method it names, with that body, through every hook
 * and schema of the real route. A POST without `_method` gets the 404 it would have had.
 */
export function registerMethodOverride(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const raw = request.raw as RawWithBody;
    if (parsedBody in raw) {
      request.body = raw[parsedBody];
      delete raw[parsedBody];
    }
  });

  app.post('/*', { schema: { hide: true }, config: { access: 'public' } }, async (request, reply) => {
    const body = request.body as Record<string, unknown> | undefined;
    const method = typeof body?._method === 'string' ? body._method.toUpperCase() : undefined;
    if (!method || !overridable.has(method)) return reply.callNotFound();
    const { _method: _, ...rest } = body as Record<string, unknown>;
    const raw = request.raw;
    raw.method = method;
    delete raw.headers['content-type'];
    delete raw.headers['transfer-encoding'];
    raw.headers['content-length'] = '0';
    (raw as RawWithBody)[parsedBody] = rest;
    reply.hijack();
    app.routing(raw, reply.raw);
  });
}

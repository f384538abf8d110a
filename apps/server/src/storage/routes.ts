import { apiMessages } from '@kramar/contract';
import type { FastifyInstance } from 'fastify';
import { type Storage, uploadsPrefix } from './storage.ts';

/** If-None-Match may list several tags, weak ones included. */
const matches = (header: string | undefined, etag: string): boolean =>
  header?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag) ?? false;

/**
 * Stored files for everyone (the shop's site shows them), outside /api. Names are random and
 * never reused, so a file can be cached forever; anything missing or unsafe is a JSON 404.
 */
export async function uploadRoutes(app: FastifyInstance, opts: { storage: Storage }): Promise<void> {
  // not part of the API, so kept out of the OpenAPI document at /api/docs
  app.get<{ Params: { '*': string } }>(`${uploadsPrefix}/*`, { schema: { hide: true } }, async (request, reply) => {
    const rel = request.params['*'] ?? '';
    const file = await opts.storage.open(rel);
    if (!file) return reply.status(404).send({ message: apiMessages.notFound });
    const etag = `"${file.size.toString(36)}-${file.modified.getTime().toString(36)}"`;
    reply
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      // helmet's same-origin default would stop the shop's own site, on another origin, from showing them
      .header('cross-origin-resource-policy', 'cross-origin')
      .header('etag', etag)
      .header('last-modified', file.modified.toUTCString());
    if (matches(request.headers['if-none-match'], etag)) {
      file.body.destroy();
      return reply.status(304).send();
    }
    return reply.type(file.contentType).header('content-length', file.size).send(file.body);
  });
}

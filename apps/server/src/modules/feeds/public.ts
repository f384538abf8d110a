import { pipeline } from 'node:stream';
import { createGzip } from 'node:zlib';
import { apiMessages } from '@kramar/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type Db, queryRows } from '../../db/client.ts';
import { sendStream } from '../../http/stream-reply.ts';
import type { Storage } from '../../storage/storage.ts';
import { extOf, feedPath } from './build.ts';
import { feedJobKind, queueDueFeeds } from './schedule.ts';

const matches = (header: string | undefined, etag: string): boolean =>
  header?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag) ?? false;

/**
 * The public address a marketplace fetches, `/feeds/{token}.xml` (or `.csv`): no sign-in, the
 * last whole build, ETag/Last-Modified for a cheap re-check, gzip when asked. A wrong or rotated
 * token, an inactive feed or one never built is the same bare 404. The parameter's pattern keeps
 * the back office's own /feeds/{id} screens to the web app.
 */
export async function publicFeedRoutes(
  app: FastifyInstance,
  opts: { db: Db; storage: Storage; shopTimeZone: string; scheduleMs?: number },
): Promise<void> {
  app.get<{ Params: { token: string; ext: string } }>(
    '/feeds/:token(^[A-Za-z0-9_-]{20,64}).:ext(^(?:xml|csv)$)',
    { schema: { hide: true } },
    async (request, reply) => {
      const { token, ext } = request.params;
      const [feed] = await queryRows<{ id: number | string; format: string }>(
        opts.db,
        sql`select id, format from feeds where token = ${token} and status = 'active'`,
      );
      const file =
        feed && extOf(feed.format) === ext ? await opts.storage.open(feedPath(Number(feed.id), token, ext)) : undefined;
      if (!file) return reply.status(404).send({ message: apiMessages.notFound });
      const etag = `"${file.size.toString(36)}-${file.modified.getTime().toString(36)}"`;
      reply
        .header('cache-control', 'no-cache')
        .header('x-content-type-options', 'nosniff')
        .header('etag', etag)
        .header('last-modified', file.modified.toUTCString())
        .header('vary', 'accept-encoding');
      const since = request.headers['if-modified-since'];
      const fresh =
        matches(request.headers['if-none-match'], etag) ||
        (!request.headers['if-none-match'] &&
          since !== undefined &&
          Date.parse(since) >= Math.floor(file.modified.getTime() / 1000) * 1000);
      if (fresh) {
        file.body.destroy();
        return reply.status(304).send();
      }
      reply.type(file.contentType);
      if (/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
        // pipeline, not pipe: a client gone mid-file closes the file under the gzip too
        return sendStream(
          reply.header('content-encoding', 'gzip'),
          pipeline(file.body, createGzip(), () => {}),
        );
      }
      return sendStream(reply.header('content-length', file.size), file.body);
    },
  );

  // due feeds are queued once a minute; several instances may tick together, the claim keeps it to one
  const every = opts.scheduleMs ?? 60_000;
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      queueDueFeeds(opts.db, opts.shopTimeZone).catch((err) =>
        app.log.error({ err }, `${feedJobKind}: due feeds were not queued`),
      );
    }, every);
    timer.unref();
  });
  app.addHook('preClose', async () => clearInterval(timer));
}

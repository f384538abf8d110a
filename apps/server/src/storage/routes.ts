import { apiMessages } from '@kramar/contract';
import type { FastifyInstance } from 'fastify';
import { sendStream } from '../http/stream-reply.ts';
import { isSafeRelativePath } from './safe-path.ts';
import { type ByteRange, type Storage, uploadsPrefix } from './storage.ts';

/** If-None-Match may list several tags, weak ones included. */
const matches = (header: string | undefined, etag: string): boolean =>
  header?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag) ?? false;

/** `bytes=a-b`, `bytes=a-` or `bytes=-n` (one range only); undefined for none or any other shape. */
export function parseRange(header: string | undefined): { start?: number; end?: number; suffix?: number } | undefined {
  const m = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!m || (m[1] === '' && m[2] === '')) return undefined;
  if (m[1] === '') return { suffix: Number(m[2]) };
  return { start: Number(m[1]), end: m[2] === '' ? undefined : Number(m[2]) };
}

/**
 * Stored files for everyone (the shop's site shows them), outside /api. Names are random and
 * never reused, so a file can be cached forever; anything missing or unsafe is a JSON 404.
 */
export async function uploadRoutes(
  app: FastifyInstance,
  opts: { storage: Storage /** a public bucket's address: redirect there */; publicUrl?: string },
): Promise<void> {
  // not part of the API, so kept out of the OpenAPI document at /api/docs
  app.get<{ Params: { '*': string } }>(`${uploadsPrefix}/*`, { schema: { hide: true } }, async (request, reply) => {
    const rel = request.params['*'] ?? '';
    if (opts.publicUrl && isSafeRelativePath(rel)) return reply.redirect(`${opts.publicUrl}/${rel}`, 301);
    const wanted = parseRange(request.headers.range);
    let range: ByteRange | undefined;
    if (wanted) {
      // a range is checked against the size first: feeds and PDFs are read in parts by some clients
      const stat = await opts.storage.stat(rel);
      if (!stat) return reply.status(404).send({ message: apiMessages.notFound });
      range =
        wanted.suffix !== undefined
          ? { start: Math.max(0, stat.size - wanted.suffix) }
          : {
              start: wanted.start ?? 0,
              end: wanted.end === undefined ? undefined : Math.min(wanted.end, stat.size - 1),
            };
      if (range.start >= stat.size || (range.end !== undefined && range.end < range.start)) {
        return reply
          .status(416)
          .header('content-range', `bytes */${stat.size}`)
          .send({ message: apiMessages.notFound });
      }
    }
    const file = await opts.storage.open(rel, range);
    if (!file) return reply.status(404).send({ message: apiMessages.notFound });
    const etag = `"${file.size.toString(36)}-${file.modified.getTime().toString(36)}"`;
    reply
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      // helmet's same-origin default would stop the shop's own site, on another origin, from showing them
      .header('cross-origin-resource-policy', 'cross-origin')
      .header('accept-ranges', 'bytes')
      .header('etag', etag)
      .header('last-modified', file.modified.toUTCString());
    if (matches(request.headers['if-none-match'], etag)) {
      file.body.destroy();
      return reply.status(304).send();
    }
    if (range) {
      reply.status(206).header('content-range', `bytes ${file.start}-${file.end}/${file.size}`);
    }
    reply.type(file.contentType).header('content-length', file.end - file.start + 1);
    return sendStream(reply, file.body);
  });
}

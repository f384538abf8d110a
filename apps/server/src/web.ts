import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { apiMessages } from '@kramar/contract';
import type { FastifyInstance } from 'fastify';

const escapeAttr = (v: string): string => v.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * Serves the built web app: hashed assets cached for a year, index.html never cached and given
 * the shop's URL through a meta tag (no inline script, so the CSP stays strict).
 * Every other non-API GET gets index.html so client routes survive a reload.
 */
export async function registerWeb(app: FastifyInstance, opts: { webDir?: string; shopUrl: string }): Promise<void> {
  const indexFile = opts.webDir ? path.join(opts.webDir, 'index.html') : undefined;
  const hasWeb = Boolean(indexFile && existsSync(indexFile));
  const index = hasWeb
    ? readFileSync(indexFile as string, 'utf8').replace(
        /(<meta name="kramar:shop-url" content=")[^"]*(")/,
        `$1${escapeAttr(opts.shopUrl)}$2`,
      )
    : undefined;

  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: opts.webDir as string,
      wildcard: false,
      index: false,
      setHeaders(reply, filePath) {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          reply.header('cache-control', 'public, max-age=31536000, immutable');
        }
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    // a missing upload is a missing file, never the SPA's index.html
    const isUpload = /^\/uploads(?:[/?]|$)/.test(request.url);
    if (
      isApi ||
      isUpload ||
      !index ||
      (request.method !== 'GET' && request.method !== 'HEAD') ||
      request.url.startsWith('/assets/')
    ) {
      return reply.status(404).send({ message: apiMessages.notFound });
    }
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(index);
  });
}

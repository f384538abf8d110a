import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import { apiMessages } from '@kramar/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const escapeAttr = (v: string): string => v.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

type Encoding = 'br' | 'gzip';

/** The best of brotli and gzip the client accepts (a q of 0 refuses), or none. */
export function pickEncoding(header: string | undefined): Encoding | undefined {
  const accepted = new Map<string, number>();
  for (const item of (header ?? '').toLowerCase().split(',')) {
    const [name, ...params] = item.trim().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    if (name) accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const quality = (name: Encoding): number => accepted.get(name) ?? (accepted.get('*') || 0);
  if (quality('br') > 0 && quality('br') >= quality('gzip')) return 'br';
  return quality('gzip') > 0 ? 'gzip' : undefined;
}

/**
 * Serves the built web app: hashed assets cached for a year, index.html never cached and given
 * the shop's URL and time zone through meta tags (no inline script, so the CSP stays strict). The build puts
 * `.br` and `.gz` beside each asset; the one the client accepts is sent (index.html, changed
 * here, is compressed once at start-up). Every other non-API GET gets index.html so client
 * routes survive a reload; anything else that matches no route is a JSON 404, sent before a
 * byte of its body is read.
 */
export async function registerWeb(
  app: FastifyInstance,
  opts: { webDir?: string; shopUrl: string; shopTimeZone?: string },
): Promise<void> {
  const indexFile = opts.webDir ? path.join(opts.webDir, 'index.html') : undefined;
  const html =
    indexFile && existsSync(indexFile)
      ? Buffer.from(
          readFileSync(indexFile, 'utf8')
            .replace(/(<meta name="kramar:shop-url" content=")[^"]*(")/, `$1${escapeAttr(opts.shopUrl)}$2`)
            .replace(
              /(<meta name="kramar:shop-time-zone" content=")[^"]*(")/,
              `$1${escapeAttr(opts.shopTimeZone ?? 'Europe/Kyiv')}$2`,
            ),
        )
      : undefined;
  const index = html && { identity: html, br: brotliCompressSync(html), gzip: gzipSync(html) };

  if (index) {
    const root = opts.webDir as string;
    // the hashed assets behind one route: a route per file (700 with their .br and .gz) cost
    // 200 ms of start-up and 10 MiB; a file that is not there is the JSON 404 below
    await app.register(fastifyStatic, {
      root: path.join(root, 'assets'),
      prefix: '/assets/',
      index: false,
      preCompressed: true,
      setHeaders(reply) {
        reply.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
    // the few files beside index.html (the icon), one route each
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      decorateReply: false,
      // index.html as built lacks the shop's URL and zone: it is only ever sent from below
      globIgnore: ['index.html', 'index.html.br', 'index.html.gz', 'assets/**'],
      preCompressed: true,
    });
  }

  /** A client route of the single-page app, answered with index.html. */
  const isAppRoute = (request: FastifyRequest): boolean => {
    const pathname = request.url.split('?', 1)[0] ?? '';
    return (
      Boolean(index) &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      pathname !== '/api' &&
      !pathname.startsWith('/api/') &&
      // a missing upload or asset is a missing file, never the app's index.html
      !/^\/(?:uploads|assets)(?:\/|$)/.test(pathname)
    );
  };
  const notFound = (reply: FastifyReply) => reply.status(404).send({ message: apiMessages.notFound });

  app.addHook('onRequest', async (request, reply) => {
    if (request.is404 && !isAppRoute(request)) return notFound(reply);
  });

  app.setNotFoundHandler((request, reply) => {
    if (!index || !isAppRoute(request)) return notFound(reply);
    const encoding = pickEncoding(request.headers['accept-encoding']);
    if (encoding) reply.header('content-encoding', encoding);
    return reply
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding')
      .type('text/html; charset=utf-8')
      .send(index[encoding ?? 'identity']);
  });
}

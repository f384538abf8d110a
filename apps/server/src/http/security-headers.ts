import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** A year, as helmet would send it: browsers then never try plain HTTP for the host. */
const hsts = 'max-age=31536000; includeSubDomains';

/**
 * One consistent set of security headers on every response: the back office is never framed
 * (X-Frame-Options DENY and CSP frame-ancestors 'none' say the same), scripts come only from us,
 * and HSTS is sent only over HTTPS (`request.protocol` honours TRUST_PROXY's X-Forwarded-Proto):
 * over plain HTTP the header means nothing and would pin a host that has no HTTPS at all.
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
    xFrameOptions: { action: 'deny' },
    strictTransportSecurity: false,
  });
  app.addHook('onRequest', async (request, reply) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', hsts);
  });
}

import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/** A year, as helmet would send it: browsers then never try plain HTTP for the host. */
const hsts = 'max-age=31536000; includeSubDomains';

const policy = helmet({
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

/** What helmet's middleware would set, taken once from a stand-in response: the headers never vary. */
function helmetHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  } as unknown as ServerResponse;
  let failure: unknown;
  policy({} as IncomingMessage, response, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure;
  return headers;
}

/**
 * One consistent set of security headers on every response: the back office is never framed
 * (X-Frame-Options DENY and CSP frame-ancestors 'none' say the same), scripts come only from us,
 * and HSTS is sent only over HTTPS (`request.protocol` honours TRUST_PROXY's X-Forwarded-Proto):
 * over plain HTTP the header means nothing and would pin a host that has no HTTPS at all.
 * The set is computed at start-up; a request only copies it (the Fastify plugin built a new
 * helmet per request, which cost more than serving a record).
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  const headers = helmetHeaders();
  const secure = { ...headers, 'strict-transport-security': hsts };
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.protocol === 'https' ? secure : headers);
    done();
  });
}

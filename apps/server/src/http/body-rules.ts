import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * What one route's request body may hold (DESIGN §4: bodies are bounded before they are read).
 * - form: bytes of the body apart from file contents (a JSON body whole; a multipart body's
 *   fields, names and part headers together, never per field);
 * - files, fileSize: how many files a multipart body may carry and the bytes of each, streamed to disk.
 */
export interface BodyRules {
  form: number;
  files: number;
  fileSize: number;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Overrides the defaults below; a route that takes bigger files says so here. */
    body?: Partial<BodyRules>;
  }
}

const kB = 1024;
const MB = 1024 * kB;

/** Anyone may call a public route, so it may send only what sign-in needs. */
export const publicBody: BodyRules = { form: 8 * kB, files: 0, fileSize: 0 };

/** A signed-in form: rich text and many fields, a few images or an import file. */
export const formBody: BodyRules = { form: 2 * MB, files: 20, fileSize: 10 * MB };

/**
 * The largest body a route accepts at all: a multipart body announcing more is refused unread.
 * Part headers and boundaries come on top of field names and values: room for as much again.
 */
export const maxBodyBytes = (rules: BodyRules): number => 2 * rules.form + rules.files * (rules.fileSize + kB);

/**
 * Gives every route of the scope its body rules, from its access rule unless it declares its own,
 * and a bodyLimit (Fastify's cap on JSON and other parsed bodies) of the form size.
 */
export function registerBodyRules(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const config = route.config ?? {};
    const base = config.access === 'public' ? publicBody : formBody;
    const rules: BodyRules = { ...base, ...config.body };
    route.config = { ...config, body: rules };
    route.bodyLimit ??= rules.form;
  });
}

/** The rules of the route a request reached; the defaults for a signed-in form outside any scope. */
export const bodyRulesOf = (request: FastifyRequest): BodyRules => ({
  ...formBody,
  ...request.routeOptions.config.body,
});

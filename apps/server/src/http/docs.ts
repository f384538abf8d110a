import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { type ZodType, z } from 'zod';
import type { Access } from './access.ts';

/** What a route says of itself for the OpenAPI document, beside (or instead of) a validating schema. */
export interface RouteDocs {
  body?: ZodType;
  /** The route reads no body: said aloud, so a route that forgot its body is told apart (docs.api.test.ts). */
  noBody?: true;
  querystring?: ZodType;
  headers?: ZodType;
  response?: Record<number, ZodType>;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What a route that validates by itself takes and gives, for the OpenAPI document only. */
    docs?: RouteDocs;
  }
  interface FastifyInstance {
    /** Every documented /api route as registered: the walk of docs.api.test.ts starts here. */
    apiRoutes: readonly RouteOptions[];
  }
}

const message = z.object({ message: z.string() });
const fieldErrors = z.object({ message: z.string(), errors: z.record(z.string(), z.array(z.string())) });

/** The answers every route may give besides its own (DESIGN §4), by what the route is. */
export function errorResponses(route: {
  method: string | string[];
  url: string;
  access?: Access;
  takesInput: boolean;
}): Record<number, ZodType> {
  const answers: Record<number, ZodType> = {
    500: z.object({ error: z.string() }).describe('Внутрішня помилка; подробиці лише в журналі сервера'),
    503: message.describe('База даних тимчасово недоступна; заголовок Retry-After каже, коли спробувати знову'),
  };
  if (route.access === 'public') answers[429] = message.describe('Забагато спроб; Retry-After');
  else answers[401] = message.describe('Немає входу або сесія завершилась');
  if (route.access && (typeof route.access === 'object' || route.access === 'user')) {
    answers[403] = message.describe('Бракує права доступу (або маршрут персоналу, а вхід — дилера)');
  }
  if (route.url.includes(':')) answers[404] = message.describe('Запису немає (або він недоступний цьому користувачу)');
  if (route.takesInput) {
    answers[422] = fieldErrors.describe('Помилки перевірки: повідомлення українською по полях');
    answers[413] = message.describe('Завеликий запит');
  }
  return answers;
}

const bodyMethods = ['POST', 'PUT', 'PATCH'];
const methodsOf = (method: string | string[]) => (Array.isArray(method) ? method : [method]);

/** OpenAPI of every /api route, drawn from the same zod schemas that validate them; UI at /api/docs. */
export async function registerDocs(app: FastifyInstance): Promise<void> {
  const apiRoutes: RouteOptions[] = [];
  app.decorate('apiRoutes', apiRoutes);
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api/') && !route.schema?.hide && !route.url.startsWith('/api/docs')) {
      apiRoutes.push(route);
    }
  });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Kramar API', description: 'Адміністративний API Крамаря', version: '0.1.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    // routes whose schema does not validate (the engine's, which read multipart too) say what they
    // take and give in `config.docs`; every route gets the error answers it can give
    transform: (input) => {
      const config = input.route.config;
      const { noBody: _, ...docs } = config?.docs ?? {};
      const schema = { ...input.schema, ...docs } as typeof input.schema & RouteDocs;
      const takesInput =
        Boolean(schema.body || schema.querystring) ||
        (!config?.docs?.noBody && methodsOf(input.route.method).some((m) => bodyMethods.includes(m)));
      const errors = errorResponses({ ...input.route, access: config?.access, takesInput });
      const response = { ...errors, ...(schema.response as Record<number, ZodType> | undefined) };
      return jsonSchemaTransform({ ...input, schema: { ...schema, response } });
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}

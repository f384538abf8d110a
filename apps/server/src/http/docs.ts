import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What a route that validates by itself takes and gives, for the OpenAPI document only. */
    docs?: { body?: ZodType; querystring?: ZodType; response?: Record<number, ZodType> };
  }
}

/** OpenAPI of every /api route, drawn from the same zod schemas that validate them; UI at /api/docs. */
export async function registerDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Kramar API', description: 'Адміністративний API Крамаря', version: '0.1.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    // routes whose schema does not validate (the engine's, which read multipart too) say what they
    // take and give in `config.docs`
    transform: (input) => {
      const docs = input.route.config?.docs;
      return jsonSchemaTransform(docs ? { ...input, schema: { ...input.schema, ...docs } } : input);
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}

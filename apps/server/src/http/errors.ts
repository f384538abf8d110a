import { apiMessages } from '@kramar/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable, retryAfterSeconds } from '../db/outage.ts';

/** Thrown anywhere; shaped once by the error handler into the bodies of DESIGN §4. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: Record<string, string[]>,
  ) {
    super(message);
  }
}

export const validationError = (errors: Record<string, string[]>): AppError =>
  new AppError(422, apiMessages.validation, errors);

const fastifyMessages: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Непідтримуваний тип вмісту.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Порожнє тіло запиту.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'Некоректний JSON.',
  FST_ERR_CTP_BODY_TOO_LARGE: apiMessages.payloadTooLarge,
  FST_REQ_FILE_TOO_LARGE: 'Файл завеликий.',
  FST_PARTS_LIMIT: 'Забагато полів у формі.',
  FST_FILES_LIMIT: 'Забагато файлів у формі.',
  FST_FIELDS_LIMIT: 'Забагато полів у формі.',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'Некоректна форма.',
  FST_ERR_VALIDATION: apiMessages.validation,
};

/** `/items/0/name` → `items.0.name`: the field path the web form knows. */
function fieldOf(instancePath: string): string {
  return instancePath.split('/').filter(Boolean).join('.') || '_';
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      const body = error.errors ? { message: error.message, errors: error.errors } : { message: error.message };
      return reply.status(error.status).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string[]> = {};
      for (const issue of error.validation) {
        const field = fieldOf(issue.instancePath);
        errors[field] = [...(errors[field] ?? []), issue.message ?? apiMessages.validation];
      }
      return reply.status(422).send({ message: apiMessages.validation, errors });
    }
    if (isDatabaseUnavailable(error)) {
      // the database is away (restart, failover, network): worth retrying, not a fault of ours to page about
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', String(retryAfterSeconds))
        .send({ message: apiMessages.databaseUnavailable });
    }
    const status = error.statusCode ?? 500;
    if (status < 500) {
      // malformed input: JSON, multipart, content type; the text is ours, never the library's English
      const message =
        (error.code && fastifyMessages[error.code]) ||
        (status === 429 ? apiMessages.tooManyAttempts : apiMessages.badRequest);
      return reply.status(status).send({ message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ error: apiMessages.serverError });
  });
}

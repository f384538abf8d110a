import { apiMessages, defineMessages, fieldMessages } from '@kramar/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable, retryAfterSeconds } from '../db/outage.ts';

/** Thrown anywhere; shaped once by the error handler into the bodies of DESIGN §4. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: Record<string, string[]>,
    /** What the caller needs beside the message: a 409's current record, for one. */
    readonly data?: unknown,
  ) {
    super(message);
  }
}

export const validationError = (errors: Record<string, string[]>): AppError =>
  new AppError(422, apiMessages.validation, errors);

/** The words of malformed requests: whatever the parser says, the reader gets a sentence of ours. */
export const requestMessages = defineMessages(
  {
    mediaType: 'Непідтримуваний тип вмісту.',
    emptyJson: 'Порожнє тіло запиту.',
    json: 'Некоректний JSON.',
    fileTooLarge: 'Файл завеликий.',
    fields: 'Забагато полів у формі.',
    files: 'Забагато файлів у формі.',
    form: 'Некоректна форма.',
    fieldName: (name: string) => `Некоректна назва поля: ${name}`,
    slow: 'Запит надходив надто довго.',
    longUrl: 'Адреса запиту задовга.',
    headers: 'Заголовки запиту завеликі.',
    badUrl: 'Некоректна адреса запиту.',
  },
  {
    mediaType: 'Unsupported content type.',
    emptyJson: 'Empty request body.',
    json: 'Malformed JSON.',
    fileTooLarge: 'The file is too large.',
    fields: 'Too many fields in the form.',
    files: 'Too many files in the form.',
    form: 'Malformed form.',
    fieldName: (name: string) => `Invalid field name: ${name}`,
    slow: 'The request took too long to arrive.',
    longUrl: 'The request address is too long.',
    headers: 'The request headers are too large.',
    badUrl: 'Invalid request address.',
  },
);

const fastifyMessages: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: requestMessages.mediaType,
  FST_ERR_CTP_EMPTY_JSON_BODY: requestMessages.emptyJson,
  FST_ERR_CTP_INVALID_JSON_BODY: requestMessages.json,
  FST_ERR_CTP_BODY_TOO_LARGE: apiMessages.payloadTooLarge,
  FST_REQ_FILE_TOO_LARGE: requestMessages.fileTooLarge,
  FST_PARTS_LIMIT: requestMessages.fields,
  FST_FILES_LIMIT: requestMessages.files,
  FST_FIELDS_LIMIT: requestMessages.fields,
  FST_INVALID_MULTIPART_CONTENT_TYPE: requestMessages.form,
  FST_ERR_VALIDATION: apiMessages.validation,
};

/** `/items/0/name` → `items.0.name`: the field path the web form knows. */
function fieldOf(instancePath: string): string {
  return instancePath.split('/').filter(Boolean).join('.') || '_';
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      const body: Record<string, unknown> = { message: error.message };
      if (error.errors) body.errors = error.errors;
      if (error.data !== undefined) body.data = error.data;
      return reply.status(error.status).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string[]> = {};
      const add = (field: string, message: string) => {
        // two checks may say the same thing (a number's and an integer's upper bound)
        if (!errors[field]?.includes(message)) errors[field] = [...(errors[field] ?? []), message];
      };
      for (const issue of error.validation) {
        const field = fieldOf(issue.instancePath);
        const keys = issue.keyword === 'unrecognized_keys' ? (issue.params as { keys?: unknown }).keys : undefined;
        // an unknown key is a field of its own, as the generic routes say it (fieldErrors)
        if (Array.isArray(keys))
          for (const key of keys) add(fieldOf(`${issue.instancePath}/${key}`), fieldMessages.unknown);
        else add(field, issue.message ?? apiMessages.validation);
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

import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { AppError } from './errors.ts';
import { type FieldValue, nestFields, UploadedFile } from './nested-fields.ts';

const malformedForm = 'Некоректна форма.';

export const uploadLimits = {
  fileSize: 10 * 1024 * 1024,
  files: 20,
  fields: 1000,
  fieldSize: 1024 * 1024,
  parts: 1100,
};

/**
 * Multipart bodies become the same nested object a JSON body would be (SPEC §7: `name[key]`),
 * with files as UploadedFile values, before validation sees them.
 */
export async function registerMultipart(app: FastifyInstance): Promise<void> {
  await app.register(multipart, { limits: uploadLimits, throwFileSizeLimit: true });
  app.addHook('preValidation', async (request) => {
    if (!request.isMultipart()) return;
    const entries: [string, FieldValue][] = [];
    try {
      for await (const part of request.parts()) {
        if (part.type === 'file') {
          const data = await part.toBuffer();
          // an empty file input submits a nameless, empty part: the field was left blank
          if (data.length === 0 && !part.filename) continue;
          entries.push([part.fieldname, new UploadedFile(part.filename, part.mimetype, data)]);
        } else {
          entries.push([part.fieldname, String(part.value)]);
        }
      }
    } catch (error) {
      // the parser's own errors (a missing boundary, a body cut short) carry no status: the form is broken
      if (error instanceof Error && 'statusCode' in error) throw error;
      throw new AppError(400, malformedForm);
    }
    request.body = nestFields(entries);
  });
}

import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { type FieldValue, nestFields, UploadedFile } from './nested-fields.ts';

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
    request.body = nestFields(entries);
  });
}

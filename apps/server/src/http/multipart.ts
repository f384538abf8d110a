import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import multipart, { type MultipartFile } from '@fastify/multipart';
import { apiMessages } from '@kramar/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { type BodyRules, bodyRulesOf, maxBodyBytes } from './body-rules.ts';
import { AppError, requestMessages } from './errors.ts';
import { type FieldValue, nestFields, type TempFile, UploadedFile } from './nested-fields.ts';

const malformedForm = requestMessages.form;
const tooLarge = (): AppError => new AppError(413, apiMessages.payloadTooLarge);
const fileTooLarge = (): AppError => new AppError(413, requestMessages.fileTooLarge);

/** Field count caps what a form of tiny fields costs to nest; the byte budget is the route's. */
const maxFields = 1000;

/**
 * The temporary files of one request, in a folder of their own made on the first file. The
 * folder goes when the response ends or the client leaves, whatever the route did with them.
 */
class RequestFiles {
  private dir: Promise<string> | undefined;
  private count = 0;
  private closed = false;

  constructor(reply: FastifyReply) {
    reply.raw.once('close', () => {
      this.closed = true;
      void this.remove();
    });
  }

  async save(part: MultipartFile, rules: BodyRules): Promise<TempFile> {
    // over the route's size the part is refused at once, not read to its end and dropped
    part.file.once('limit', () => part.file.destroy(fileTooLarge()));
    if (this.closed) throw new AppError(400, malformedForm);
    this.dir ??= mkdtemp(path.join(tmpdir(), 'kramar-upload-'));
    const file = path.join(await this.dir, String(++this.count));
    const out = createWriteStream(file, { flags: 'wx' });
    await pipeline(part.file, out);
    if (part.file.truncated || out.bytesWritten > rules.fileSize) throw fileTooLarge();
    return { path: file, size: out.bytesWritten };
  }

  private async remove(): Promise<void> {
    if (this.dir) await rm(await this.dir, { recursive: true, force: true }).catch(() => {});
  }
}

/**
 * Multipart bodies become the same nested object a JSON body would be (SPEC §7: `name[key]`),
 * with files as UploadedFile values on disk, before validation sees them. The route's body
 * rules bound them: a body announcing more is refused unread; fields count against one total.
 */
export async function registerMultipart(app: FastifyInstance): Promise<void> {
  await app.register(multipart, { limits: { fields: maxFields }, throwFileSizeLimit: true });
  app.addHook('preValidation', async (request, reply) => {
    if (!request.isMultipart()) return;
    const rules = bodyRulesOf(request);
    const max = maxBodyBytes(rules);
    if (Number(request.headers['content-length'] ?? 0) > max) throw tooLarge();
    const raw = request.raw;
    // A body without a length (chunked) is counted as it arrives: past the route's maximum the
    // parser is cut off at once, since busboy would read an endless field to its end and drop it.
    let received = 0;
    let current: MultipartFile | undefined;
    let refuse: (error: AppError) => void = () => {};
    const refused = new Promise<never>((_, reject) => {
      refuse = reject;
    });
    // A refused body is cut off from the parser (which would go on collecting its fields) and
    // drained unread: the client learns the answer, and the connection does not hang paused.
    const stop = () => {
      raw.off('data', count);
      raw.unpipe();
      current?.file.destroy(tooLarge());
      raw.resume();
    };
    const count = (chunk: Buffer) => {
      received += chunk.length;
      if (received <= max) return;
      stop();
      refuse(tooLarge());
    };
    const files = new RequestFiles(reply);
    const entries: [string, FieldValue][] = [];
    let formBytes = 0;
    try {
      const parts = request
        .parts({
          limits: {
            fieldSize: rules.form,
            fields: maxFields,
            files: rules.files,
            fileSize: rules.fileSize,
            parts: maxFields + rules.files,
          },
        })
        [Symbol.asyncIterator]();
      // counted alongside the parser, which request.parts() has just attached
      raw.on('data', count);
      for (let next = await Promise.race([parts.next(), refused]); !next.done; ) {
        const part = next.value;
        if (part.type === 'file') {
          current = part;
          const saved = await Promise.race([files.save(part, rules), refused]);
          current = undefined;
          // an empty file input submits a nameless, empty part: the field was left blank
          if (saved.size > 0 || part.filename) {
            entries.push([part.fieldname, new UploadedFile(part.filename, part.mimetype, saved)]);
          }
        } else {
          const value = String(part.value);
          formBytes += Buffer.byteLength(part.fieldname) + Buffer.byteLength(value);
          if (part.valueTruncated || part.fieldnameTruncated || formBytes > rules.form) throw tooLarge();
          entries.push([part.fieldname, value]);
        }
        next = await Promise.race([parts.next(), refused]);
      }
    } catch (error) {
      stop();
      // the parser's own errors (a missing boundary, a body cut short) carry no status: the form is broken
      if (error instanceof AppError || (error instanceof Error && 'statusCode' in error)) throw error;
      throw new AppError(400, malformedForm);
    } finally {
      raw.off('data', count);
    }
    request.body = nestFields(entries);
  });
}

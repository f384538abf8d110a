import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  CopyObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { UploadedFile } from '../http/nested-fields.ts';
import { checkImage, contentTypeOf, defaultImageLimits, extensionOf, type ImageLimits, rejection } from './image.ts';
import { isSafeRelativePath, safeFolder } from './safe-path.ts';
import {
  type ByteRange,
  type PutOptions,
  type Storage,
  StorageUnavailable,
  type StoredFile,
  type StoredStat,
  thumbnailFolder,
  thumbnailPath,
  UnsafePath,
  UploadRejected,
} from './storage.ts';

export interface S3StorageOptions {
  endpoint?: string;
  bucket: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle?: boolean;
  /** Keys start with this ('shop1/'), so one bucket may hold several things. */
  prefix?: string;
  limits?: Partial<ImageLimits>;
  now?: () => Date;
  /** Milliseconds to connect and to wait for an answer; a storage that is down fails fast. */
  connectTimeoutMs?: number;
  requestTimeoutMs?: number;
}

const isMissing = (error: unknown): boolean => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'NoSuchKey' || e?.name === 'NotFound' || e?.$metadata?.httpStatusCode === 404;
};

/** Files in an S3-compatible bucket (AWS, MinIO, Ceph, R2…): what lets several instances share uploads. */
export class S3Storage implements Storage {
  readonly client: S3Client;
  private readonly bucket: string;
  private readonly prefix: string;
  private readonly limits: ImageLimits;

  constructor(private readonly options: S3StorageOptions) {
    this.bucket = options.bucket;
    this.prefix = options.prefix ?? '';
    this.limits = { ...defaultImageLimits, ...options.limits };
    this.client = new S3Client({
      endpoint: options.endpoint,
      region: options.region,
      forcePathStyle: options.forcePathStyle,
      credentials:
        options.accessKeyId && options.secretAccessKey
          ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
          : undefined,
      // checksums only where S3 requires them: other S3-compatible servers do not all read the
      // newer trailing-checksum uploads
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      // one retry: a storage that is away should turn into a 503 within seconds, not minutes
      maxAttempts: 2,
      requestHandler: {
        connectionTimeout: options.connectTimeoutMs ?? 3000,
        requestTimeout: options.requestTimeoutMs ?? 60_000,
      },
    });
  }

  private key(rel: string): string {
    if (!isSafeRelativePath(rel)) throw new UnsafePath(rel);
    return this.prefix + rel;
  }

  /** Runs one call; a missing object is `undefined`, anything else the storage answers is unavailability. */
  private async call<T>(run: () => Promise<T>, missing?: () => T): Promise<T> {
    try {
      return await run();
    } catch (error) {
      if (missing && isMissing(error)) return missing();
      throw new StorageUnavailable(error);
    }
  }

  async saveImage(file: UploadedFile, folder: string): Promise<string> {
    const base = safeFolder(folder);
    if (file.size > this.limits.maxBytes) throw new UploadRejected(rejection.bytes(this.limits));
    const data = await file.read();
    const image = await checkImage(data, this.limits);
    const now = this.options.now?.() ?? new Date();
    const month = String(now.getUTCMonth() + 1).padStart(2, '0');
    const ext = extensionOf[image.format];
    const rel = `${base}/${now.getUTCFullYear()}/${month}/${randomBytes(12).toString('hex')}.${ext}`;
    await this.put(rel, data, { contentType: contentTypeOf[ext] ?? 'application/octet-stream' });
    try {
      await this.put(thumbnailPath(rel), image.thumbnail, { contentType: 'image/webp' });
    } catch (error) {
      await this.remove(rel).catch(() => {});
      throw error;
    }
    return rel;
  }

  async put(rel: string, body: Readable | Buffer, options: PutOptions): Promise<StoredStat> {
    const Key = this.key(rel);
    if (Buffer.isBuffer(body) || options.size !== undefined) {
      const size = Buffer.isBuffer(body) ? body.length : (options.size as number);
      await this.call(() =>
        this.client.send(
          new PutObjectCommand({
            Bucket: this.bucket,
            Key,
            Body: body,
            ContentLength: size,
            ContentType: options.contentType,
          }),
        ),
      );
      return { size, contentType: options.contentType, modified: new Date() };
    }
    // a stream of unknown length is spooled to disk first: S3 wants the length before the bytes
    const dir = await mkdtemp(path.join(tmpdir(), 'kramar-s3-'));
    try {
      const spool = path.join(dir, 'body');
      const out = createWriteStream(spool);
      await pipeline(body, out);
      return await this.put(rel, createReadStream(spool), { ...options, size: out.bytesWritten });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }

  async remove(rel: string): Promise<void> {
    if (rel.startsWith(`${thumbnailFolder}/`)) throw new UnsafePath(rel);
    const Objects = [{ Key: this.key(rel) }, { Key: this.key(thumbnailPath(rel)) }];
    await this.call(() => this.client.send(new DeleteObjectsCommand({ Bucket: this.bucket, Delete: { Objects } })));
  }

  async open(rel: string, range?: ByteRange): Promise<StoredFile | undefined> {
    if (!isSafeRelativePath(rel)) return undefined;
    const Range = range ? `bytes=${range.start}-${range.end ?? ''}` : undefined;
    const answer = await this.call(
      () => this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: this.key(rel), Range })),
      () => undefined,
    );
    if (!answer?.Body) return undefined;
    const body = answer.Body as Readable;
    // 'bytes 0-99/1234' when a range was asked, else the whole object
    const match = /bytes (\d+)-(\d+)\/(\d+)/.exec(answer.ContentRange ?? '');
    const size = match ? Number(match[3]) : Number(answer.ContentLength ?? 0);
    if (size === 0) {
      body.destroy();
      return undefined;
    }
    return {
      body: body instanceof Readable ? body : Readable.from(body),
      size,
      contentType: answer.ContentType ?? contentTypeOf[path.extname(rel).slice(1)] ?? 'application/octet-stream',
      modified: answer.LastModified ?? new Date(0),
      start: match ? Number(match[1]) : 0,
      end: match ? Number(match[2]) : size - 1,
    };
  }

  async stat(rel: string): Promise<StoredStat | undefined> {
    if (!isSafeRelativePath(rel)) return undefined;
    const head = await this.call(
      () => this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: this.key(rel) })),
      () => undefined,
    );
    if (!head) return undefined;
    return {
      size: Number(head.ContentLength ?? 0),
      contentType: head.ContentType ?? 'application/octet-stream',
      modified: head.LastModified ?? new Date(0),
    };
  }

  async *list(prefix: string): AsyncIterable<{ path: string; size: number }> {
    let token: string | undefined;
    do {
      const page = await this.call(() =>
        this.client.send(
          new ListObjectsV2Command({ Bucket: this.bucket, Prefix: this.prefix + prefix, ContinuationToken: token }),
        ),
      );
      for (const item of page.Contents ?? []) {
        const rel = (item.Key ?? '').slice(this.prefix.length);
        if (isSafeRelativePath(rel)) yield { path: rel, size: Number(item.Size ?? 0) };
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  async move(from: string, to: string): Promise<void> {
    const source = this.key(from);
    const CopySource = `${this.bucket}/${source.split('/').map(encodeURIComponent).join('/')}`;
    await this.call(() =>
      this.client.send(new CopyObjectCommand({ Bucket: this.bucket, Key: this.key(to), CopySource })),
    );
    await this.call(() =>
      this.client.send(new DeleteObjectsCommand({ Bucket: this.bucket, Delete: { Objects: [{ Key: source }] } })),
    );
  }

  async close(): Promise<void> {
    this.client.destroy();
  }
}

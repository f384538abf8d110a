import type { S3StorageOptions } from './s3-storage.ts';

export interface S3Config extends S3StorageOptions {
  /** `S3_PUBLIC_URL`: a public bucket's address; /uploads/… then redirects there instead of passing bytes through. */
  publicUrl?: string;
}

const flag = (value: string | undefined): boolean | undefined =>
  value === undefined || value === '' ? undefined : value === '1' || value.toLowerCase() === 'true';

/** `STORAGE=s3` and its `S3_*` variables; undefined for the local disk (`STORAGE` unset or `local`). */
export function s3FromEnv(env: NodeJS.ProcessEnv): S3Config | undefined {
  const driver = (env.STORAGE ?? '').trim().toLowerCase();
  if (driver === '' || driver === 'local') return undefined;
  if (driver !== 's3') throw new Error(`STORAGE must be local or s3, got "${env.STORAGE}"`);
  const bucket = env.S3_BUCKET?.trim();
  if (!bucket) throw new Error('STORAGE=s3 needs S3_BUCKET');
  const publicUrl = env.S3_PUBLIC_URL?.trim().replace(/\/+$/, '') || undefined;
  if (publicUrl && !/^https?:\/\//.test(publicUrl))
    throw new Error(`S3_PUBLIC_URL must be an http(s) address, got "${publicUrl}"`);
  return {
    endpoint: env.S3_ENDPOINT?.trim() || undefined,
    bucket,
    region: env.S3_REGION?.trim() || 'us-east-1',
    accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
    // MinIO and most self-hosted servers want path-style addresses; AWS does not
    forcePathStyle: flag(env.S3_FORCE_PATH_STYLE) ?? Boolean(env.S3_ENDPOINT),
    publicUrl,
  };
}

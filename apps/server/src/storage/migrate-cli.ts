import { configFromEnv } from '../config.ts';
import { createLocalStorage } from './create-storage.ts';
import { migrateStorage } from './migrate-storage.ts';
import { S3Storage } from './s3-storage.ts';
import type { Storage } from './storage.ts';

/**
 * `npm run storage:migrate -- --to s3|local`: copies the local uploads (UPLOADS_DIR or
 * DATA_DIR/uploads) into the S3 bucket of the S3_* settings, or back. Run it again after a stop:
 * it skips what is there. Then set STORAGE accordingly and restart.
 */
const usage =
  'usage: npm run storage:migrate -- --to s3|local   (S3_BUCKET and the other S3_* settings name the bucket)';

const at = process.argv.indexOf('--to');
const direction = at >= 0 ? process.argv[at + 1] : undefined;
if (direction !== 's3' && direction !== 'local') {
  console.error(usage);
  process.exit(2);
}
// the bucket is read from the S3_* settings whatever STORAGE says now
const config = configFromEnv({ ...process.env, STORAGE: 's3' });
if (!config.s3) throw new Error('S3_BUCKET is not set');
const local = await createLocalStorage(config);
const bucket = new S3Storage(config.s3);
const [from, to]: [Storage, Storage] = direction === 's3' ? [local, bucket] : [bucket, local];
const started = Date.now();
try {
  const count = await migrateStorage(from, to, (c) => console.log(`… ${c.copied} copied, ${c.skipped} already there`));
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const mb = (count.bytes / 1024 / 1024).toFixed(1);
  console.log(`${count.copied} files copied (${mb} MB), ${count.skipped} already there, in ${seconds} s.`);
} finally {
  await bucket.close();
}

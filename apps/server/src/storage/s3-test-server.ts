import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
// @ts-expect-error s3rver ships no types
import S3rver from 's3rver';
import type { S3StorageOptions } from './s3-storage.ts';

/** A real S3-compatible server (s3rver) on 127.0.0.1, a random port and a temporary folder: for tests. */
export interface TestS3 {
  options: S3StorageOptions;
  /** Stops the server, keeping its files: what "S3 is down" looks like to a client. */
  stop(): Promise<void>;
  /** Stops it and removes its files. */
  close(): Promise<void>;
}

interface Running {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
}

export async function startTestS3(bucket = 'kramar'): Promise<TestS3> {
  const directory = await mkdtemp(path.join(tmpdir(), 'kramar-s3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  }) as Running;
  const { port } = await server.run();
  let running = true;
  const stop = async () => {
    if (running) await server.close();
    running = false;
  };
  return {
    options: {
      endpoint: `http://127.0.0.1:${port}`,
      bucket,
      region: 'us-east-1',
      // s3rver's fixed credentials
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
      connectTimeoutMs: 1000,
      requestTimeoutMs: 5000,
    },
    stop,
    close: async () => {
      await stop();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

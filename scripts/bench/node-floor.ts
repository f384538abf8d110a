import { type ChildProcess, spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { onCleanup } from './cleanup.ts';
import { type LoadResult, runLoad } from './load.ts';
import type { Operation } from './operations.ts';
import { freePort } from './server-process.ts';
import type { CapturedQuery } from './sql-capture.ts';

const floorServer = path.join(import.meta.dirname, 'node-floor-server.mjs');

/**
 * The operation's requests, sent as ours were, to node-floor-server.mjs running the statements one
 * of our requests sent: req/s of Node and node-postgres alone on the same SQL, the same load.
 */
export async function measureNodeFloor(opts: {
  url: string;
  statements: CapturedQuery[];
  /** The record the captured request asked for: each request's own id takes its place. */
  id?: string;
  op: Operation;
  dir: string;
  connections: number;
  seconds: number;
  warmupSeconds: number;
}): Promise<LoadResult> {
  const port = await freePort();
  const config = path.join(opts.dir, `floor-${opts.op.key}.json`);
  const { url, statements, id, connections } = opts;
  writeFileSync(config, JSON.stringify({ url, statements, id, connections, port }));
  const child: ChildProcess = spawn(process.execPath, [floorServer, config], {
    env: { PATH: process.env.PATH, NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = onCleanup(`stop node floor ${child.pid}`, async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  });
  try {
    await new Promise<void>((resolve, reject) => {
      child.stdout?.once('data', () => resolve());
      child.once('exit', (code) => reject(new Error(`the node floor exited with ${code}`)));
    });
    return await runLoad({
      port,
      token: '',
      connections: opts.connections,
      seconds: opts.seconds,
      warmupSeconds: opts.warmupSeconds,
      next: (i) => {
        const call = opts.op.call(i);
        return {
          ...call,
          check(status, body) {
            if (status !== 200) throw new Error(`node floor of ${opts.op.name}: ${status} ${String(body)}`);
          },
        };
      },
    });
  } finally {
    await stop();
  }
}

import { type ChildProcess, spawn } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

/** A server started the way people start it (main.ts, environment only), as a process of its own. */
export interface Instance {
  child: ChildProcess;
  url: string;
  /** Its process id: what a job's `runner` names. */
  pid: number;
  output(): string;
}

export function startInstance(env: Record<string, string>): Promise<Instance> {
  let out = '';
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, '../main.ts')], {
    env: { ...process.env, LOG_LEVEL: 'warn', HOST: '127.0.0.1', SEED: 'none', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise<Instance>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      out += String(chunk);
      const m = /Kramar is running: (http:\/\/\S+?)\/?\s/.exec(out);
      if (m?.[1]) resolve({ child, url: m[1], pid: child.pid ?? 0, output: () => out });
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code, signal) => reject(new Error(`exited ${code ?? signal}: ${out}`)));
  });
}

export interface Balancer {
  url: string;
  /** Requests handed to each target, in the order given. */
  hits: number[];
  close(): Promise<void>;
}

/**
 * One address in front of several servers, as a load balancer is: each request goes to the next
 * target in turn, whatever connection it came on, so consecutive calls of one client alternate.
 */
export async function roundRobinProxy(targets: string[]): Promise<Balancer> {
  const hits = targets.map(() => 0);
  let next = 0;
  const server = http.createServer((req, res) => {
    const i = next++ % targets.length;
    hits[i] = (hits[i] ?? 0) + 1;
    const target = new URL(targets[i] as string);
    const forward = http.request(
      { host: target.hostname, port: target.port, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forward.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(forward);
  });
  server.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    hits,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Reads until `ok`, every 100 ms, for at most `ms`. */
export async function until<T>(read: () => Promise<T>, ok: (v: T) => boolean, ms: number): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await read();
    if (ok(v)) return v;
    if (Date.now() > end) throw new Error(`timed out: ${JSON.stringify(v)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

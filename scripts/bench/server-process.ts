import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { createServer } from 'node:net';
import { type Checkout, serverCommand } from './checkout.ts';
import { onCleanup } from './cleanup.ts';

export const owner = { email: 'owner@kramar.bench', password: 'bench-owner-password-1' };

export interface ServerProcess {
  pid: number;
  port: number;
  /** Spawn → the port answers HTTP, ms. */
  startMs: number;
  command: string;
  token: string;
  /** VmRSS and VmHWM (peak) of the process, MiB. */
  memory(): { rss: number; peak: number };
  /** CPU seconds the process has used so far (user + system). */
  cpuSeconds(): number;
  /** How the process ended and the end of its stderr, once it has ended on its own. */
  exited(): string | undefined;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

/** Any HTTP answer at all (a 401 of /api/user is one) means the server is up. */
const answers = (port: number): Promise<boolean> =>
  new Promise((resolve) => {
    const req = http.get({ host: '127.0.0.1', port, path: '/api/user', agent: false }, (res) => {
      res.resume();
      resolve(true);
    });
    req.on('error', () => resolve(false));
    req.setTimeout(1000, () => req.destroy());
  });

async function signIn(port: number): Promise<string> {
  const res = await fetch(`http://127.0.0.1:${port}/api/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(owner),
  });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { access_token: string }).access_token;
}

const statusKb = (pid: number, key: string): number => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith(`${key}:`));
  return Number(line?.match(/(\d+)/)?.[1] ?? Number.NaN);
};

/**
 * Starts a tree's server as a process of its own (built JavaScript when the tree has it), on
 * PostgreSQL when `databaseUrl` is given, else on PGlite in `dataDir`. Killed when the bench ends.
 */
export async function startServer(
  checkout: Checkout,
  opts: { databaseUrl?: string; dataDir: string; timeoutMs?: number },
): Promise<ServerProcess> {
  const port = await freePort();
  const { args, kind } = serverCommand(checkout);
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: opts.dataDir,
    ADMIN_EMAIL: owner.email,
    ADMIN_PASSWORD: owner.password,
    LOG_LEVEL: 'silent',
    // the demo catalogue would make a first start of this tree slower than one of an older tree
    SEED: 'none',
    ...(opts.databaseUrl ? { DATABASE_URL: opts.databaseUrl } : {}),
  };
  const started = performance.now();
  const child: ChildProcess = spawn(process.execPath, args, {
    cwd: checkout.dir,
    env,
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const kill = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  };
  const stop = onCleanup(`stop server ${child.pid}`, kill);
  const pid = child.pid;
  if (pid === undefined) throw new Error(`could not start ${args.join(' ')}`);

  const deadline = started + (opts.timeoutMs ?? 300_000);
  while (!(await answers(port))) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${stderr}`);
    if (performance.now() > deadline) {
      await stop();
      throw new Error(`server did not answer on :${port} in time:\n${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  const startMs = performance.now() - started;
  const token = await signIn(port);
  return {
    pid,
    port,
    startMs,
    command: `node ${args.join(' ').replace(`${checkout.dir}/`, '')} (${kind})`,
    token,
    memory: () => ({ rss: statusKb(pid, 'VmRSS') / 1024, peak: statusKb(pid, 'VmHWM') / 1024 }),
    cpuSeconds() {
      // fields 14 and 15 of /proc/PID/stat, after the command name in parentheses
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      return (Number(fields[11]) + Number(fields[12])) / 100;
    },
    exited: () =>
      child.exitCode === null && child.signalCode === null
        ? undefined
        : `exited with ${child.exitCode ?? child.signalCode}; stderr: ${stderr.trim() || '(empty)'}`,
    stop,
  };
}

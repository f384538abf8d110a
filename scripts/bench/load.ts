import http from 'node:http';

/** One request of an operation, and the check of its answer (throws when it is wrong). */
export interface Call {
  method: string;
  path: string;
  body?: string;
  check(status: number, body: unknown): void;
}

export interface LoadResult {
  requests: number;
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** CPU the load generator itself used, in % of one core. */
  generatorCpu: number;
  /** 503 answers (the database too busy: a statement timeout), counted only where `countUnavailable` asks. */
  unavailable: number;
}

/** A 503: the server said the database could not answer in time, not that the answer was wrong. */
class Unavailable extends Error {}

const quantile = (sorted: Float64Array, q: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;

function send(agent: http.Agent, port: number, token: string, call: Call, count503 = false): Promise<void> {
  return new Promise((resolve, reject) => {
    const headers: http.OutgoingHttpHeaders = { authorization: `Bearer ${token}`, accept: 'application/json' };
    if (call.body !== undefined) {
      headers['content-type'] = 'application/json';
      headers['content-length'] = Buffer.byteLength(call.body);
    }
    const req = http.request(
      { host: '127.0.0.1', port, method: call.method, path: call.path, agent, headers },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          if (count503 && res.statusCode === 503) return reject(new Unavailable(text));
          try {
            let body: unknown = text;
            try {
              body = JSON.parse(text);
            } catch {
              // the check says what was wrong with a body that is not JSON
            }
            call.check(res.statusCode ?? 0, body);
            resolve();
          } catch (error) {
            reject(error);
          }
        });
      },
    );
    req.on('error', reject);
    req.end(call.body);
  });
}

/** One request on a connection of its own, its answer checked. */
export const sendOne = (port: number, token: string, call: Call): Promise<void> =>
  send(new http.Agent({ keepAlive: false }), port, token, call);

/**
 * `connections` keep-alive connections, each sending its next request as soon as the last one is
 * answered, for `warmupSeconds` (not counted) and then `seconds`. Every answer is checked; the
 * first wrong one stops the load and is thrown.
 */
export async function runLoad(opts: {
  port: number;
  token: string;
  connections: number;
  seconds: number;
  warmupSeconds: number;
  next: (i: number) => Call;
  /** Called as the measured window opens and closes (to read the server's CPU). */
  onWindow?: (edge: 'start' | 'end') => void;
  /** Ends the load early (a feed build it runs beside is over): `seconds` is then the most it runs. */
  signal?: AbortSignal;
  /** Counts 503 answers (their time in the latencies) instead of stopping at the first. */
  countUnavailable?: boolean;
}): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: opts.connections });
  const latencies: number[] = [];
  let completed = 0;
  let unavailable = 0;
  let counter = 0;
  let failure: unknown;
  const measureFrom = performance.now() + opts.warmupSeconds * 1000;
  const end = measureFrom + opts.seconds * 1000;
  // the generator's CPU over exactly the measured window
  let cpuStart: NodeJS.CpuUsage | undefined;
  let cpuUsed: NodeJS.CpuUsage | undefined;
  const startTimer = setTimeout(() => {
    cpuStart = process.cpuUsage();
    opts.onWindow?.('start');
  }, opts.warmupSeconds * 1000);
  const endTimer = setTimeout(
    () => {
      cpuUsed = process.cpuUsage(cpuStart);
      opts.onWindow?.('end');
    },
    (opts.warmupSeconds + opts.seconds) * 1000,
  );

  const worker = async () => {
    while (failure === undefined && !opts.signal?.aborted && performance.now() < end) {
      const call = opts.next(counter++);
      const sent = performance.now();
      try {
        await send(agent, opts.port, opts.token, call, opts.countUnavailable);
      } catch (error) {
        if (error instanceof Unavailable) unavailable += 1;
        else {
          failure ??= error;
          return;
        }
      }
      const done = performance.now();
      // throughput: answers that arrived inside the window; latency: requests sent inside it
      if (done >= measureFrom && done < end) completed += 1;
      if (sent >= measureFrom) latencies.push(done - sent);
    }
  };
  await Promise.all(Array.from({ length: opts.connections }, worker));
  clearTimeout(startTimer);
  clearTimeout(endTimer);
  agent.destroy();
  if (failure !== undefined) throw failure;

  // stopped early by the signal, the window is as long as it lasted
  const windowSeconds = Math.max(1e-3, (Math.min(performance.now(), end) - measureFrom) / 1000);
  if (!cpuUsed && cpuStart) opts.onWindow?.('end');
  const cpu = cpuUsed ?? process.cpuUsage(cpuStart);
  const sorted = Float64Array.from(latencies).sort();
  return {
    requests: latencies.length,
    perSecond: completed / windowSeconds,
    p50Ms: quantile(sorted, 0.5),
    p99Ms: quantile(sorted, 0.99),
    generatorCpu: ((cpu.user + cpu.system) / 1e6 / windowSeconds) * 100,
    unavailable,
  };
}

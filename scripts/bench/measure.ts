import type { FastifyInstance, InjectOptions } from 'fastify';
import pg from 'pg';

/**
 * Times requests with `app.inject`: the request goes through Fastify's whole pipeline (routing,
 * the token check with its SQL, validation, the handler, serialisation) but no socket, so the
 * figure is the server's own time. One request at a time.
 */

export interface Operation {
  name: string;
  /** The i-th request; i runs over warm-up and measured iterations alike. */
  request(i: number): InjectOptions;
  /** Throws when an answer is not what the operation should give (wrong status, rows, filter…). */
  check(body: unknown, i: number): void;
}

export interface Sample {
  name: string;
  medianMs: number;
  p95Ms: number;
  p99Ms: number;
  /** Requests timed. */
  count: number;
  /** Sequential requests per second: 1000 / mean. */
  perSecond: number;
  /** SQL statements per request (PostgreSQL only: counted at the pg driver). */
  queriesPerRequest?: number;
  /** The last answer's body, for `meta`. */
  lastBody: unknown;
  /** The distinct SQL statements of one request, for EXPLAIN. */
  statements: CapturedQuery[];
}

export interface CapturedQuery {
  text: string;
  values: unknown[];
}

const quantile = (sorted: number[], q: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;

let capture: CapturedQuery[] | null = null;

/** Records every statement the pg driver sends while `capture` is set; PGlite is not seen. */
export function recordPgQueries(): void {
  const proto = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = proto.query;
  proto.query = function recorded(this: unknown, ...args: unknown[]) {
    if (capture) {
      const [first, second] = args;
      if (typeof first === 'string') capture.push({ text: first, values: Array.isArray(second) ? second : [] });
      else if (first && typeof first === 'object' && 'text' in first) {
        const q = first as { text: string; values?: unknown[] };
        capture.push({ text: q.text, values: q.values ?? (Array.isArray(second) ? second : []) });
      }
    }
    return original.apply(this, args);
  };
}

export async function measure(
  app: FastifyInstance,
  op: Operation,
  opts: {
    warmup: number;
    iterations: number;
    /** A slow operation stops early (after at least 30 requests) so the run stays within minutes. */
    budgetSeconds: number;
    countQueries: boolean;
    headers: Record<string, string>;
  },
): Promise<Sample> {
  const deadline = (share: number) => performance.now() + opts.budgetSeconds * 1000 * share;
  let lastBody: unknown;
  const run = async (i: number) => {
    const request = op.request(i);
    const res = await app.inject({ ...request, headers: { ...request.headers, ...opts.headers } });
    if (res.statusCode !== 200) throw new Error(`${op.name}: HTTP ${res.statusCode} ${res.body.slice(0, 300)}`);
    lastBody = res.json();
    op.check(lastBody, i);
  };
  const warmupEnd = deadline(0.2);
  for (let i = 0; i < opts.warmup && performance.now() < warmupEnd; i += 1) await run(i);

  capture = opts.countQueries ? [] : null;
  await run(opts.warmup);
  const statements = capture ?? [];
  const times: number[] = [];
  const end = deadline(0.8);
  for (let i = opts.warmup + 1; i <= opts.warmup + opts.iterations; i += 1) {
    if (times.length >= 30 && performance.now() > end) break;
    const started = process.hrtime.bigint();
    await run(i);
    times.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  const queries = capture?.length;
  capture = null;

  const sorted = [...times].sort((a, b) => a - b);
  const mean = times.reduce((s, t) => s + t, 0) / times.length;
  return {
    name: op.name,
    medianMs: quantile(sorted, 0.5),
    p95Ms: quantile(sorted, 0.95),
    p99Ms: quantile(sorted, 0.99),
    perSecond: 1000 / mean,
    queriesPerRequest: queries === undefined ? undefined : queries / (times.length + 1),
    count: times.length,
    lastBody,
    statements: dedupe(statements),
  };
}

function dedupe(queries: CapturedQuery[]): CapturedQuery[] {
  return [...new Map(queries.map((q) => [q.text, q] as const)).values()];
}

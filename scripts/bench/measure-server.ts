import type { Checkout } from './checkout.ts';
import { tempDir, withPg, withPglite } from './databases.ts';
import { explainStatements } from './explain.ts';
import { runLoad, sendOne } from './load.ts';
import { measureNodeFloor } from './node-floor.ts';
import type { Operation } from './operations.ts';
import { pgbenchScript, runPgbench } from './pgbench.ts';
import type { OpFigures, VersionResult } from './report.ts';
import type { Run } from './seed.ts';
import { startServer } from './server-process.ts';
import { type CapturedQuery, startSqlCapture } from './sql-capture.ts';

export interface LoadOptions {
  connections: number;
  seconds: number;
  warmupSeconds: number;
  explain: boolean;
  /** Print the pgbench script of every operation. */
  showSql: boolean;
}

/** The seeded copy a server is measured on: a PostgreSQL database, or a PGlite DATA_DIR. */
export type Target = { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string };

const log = (line: string) => process.stderr.write(`${line}\n`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const onDatabase = <T>(target: Target, work: (run: Run) => Promise<T>): Promise<T> =>
  target.kind === 'postgres' ? withPg(target.url, work) : withPglite(target.dataDir, work);

/**
 * The first start of a tree's server on its copy: it migrates the copy to its own schema, and on
 * PostgreSQL it runs through a capturing proxy that records the SQL of one request per operation
 * (the second request, so one-time work such as preparing a statement is left out).
 */
async function firstStart(
  checkout: Checkout,
  target: Target,
  ops: Operation[],
  dataDir: string,
): Promise<Map<Operation['key'], { statements: CapturedQuery[]; id?: number }>> {
  const captured = new Map<Operation['key'], { statements: CapturedQuery[]; id?: number }>();
  if (target.kind === 'pglite') {
    const server = await startServer(checkout, { dataDir });
    await server.stop();
    return captured;
  }
  const url = new URL(target.url);
  const capture = await startSqlCapture(url);
  url.hostname = '127.0.0.1';
  url.port = String(capture.port);
  const server = await startServer(checkout, { databaseUrl: url.toString(), dataDir });
  try {
    // the writes first: a read's statement may carry the table's write count (a far page's marks),
    // which pgbench and the Node floor must find still current when they run it
    const writesFirst = [...ops].sort(
      (a, b) => Number(b.call(0).method !== 'GET') - Number(a.call(0).method !== 'GET'),
    );
    for (const op of writesFirst) {
      for (const i of [0, 1]) {
        const call = op.call(i);
        capture.take();
        await sendOne(server.port, server.token, call);
        // work a request leaves behind after its answer (a token's last use…) belongs to it too;
        // the first one's (a far page's marks, built in the background) is done before the second
        await sleep(i === 0 ? 2000 : 150);
        captured.set(op.key, { statements: capture.take(), id: call.id });
      }
    }
  } finally {
    await server.stop();
    await capture.close();
  }
  await withPg(target.url, (run) => run('analyze'));
  return captured;
}

/** What a suite measures: its operations (asked of the seeded data) and the range of its ids. */
export interface Suite {
  operations(run: Run): Promise<Operation[]>;
  ids: { minId: number; maxId: number };
}

export async function measureServer(
  checkout: Checkout,
  target: Target,
  suite: Suite,
  opts: LoadOptions,
): Promise<VersionResult> {
  const label = `${target.kind} ${checkout.label}`;
  const dataDir = target.kind === 'pglite' ? target.dataDir : tempDir('kramar-bench-data-');
  const expected = (run: Run) => suite.operations(run);
  const facts = suite.ids;
  log(`${label}: first start (migrations${target.kind === 'postgres' ? ', SQL capture' : ''})`);
  const captured = await firstStart(checkout, target, await onDatabase(target, expected), dataDir);
  if (opts.explain && target.kind === 'postgres') {
    const byName = new Map([...captured].map(([key, c]) => [key, c.statements] as const));
    log(await explainStatements(target.url, byName));
  }
  // the first start's update changed a row: what each answer must hold is asked again
  const ops = await onDatabase(target, expected);

  const server = await startServer(
    checkout,
    target.kind === 'postgres' ? { databaseUrl: target.url, dataDir } : { dataDir },
  );
  const startMs = server.startMs;
  await sleep(1000);
  const idleRss = server.memory().rss;
  log(`${label}: ${server.command} answered in ${startMs.toFixed(0)} ms, idle RSS ${idleRss.toFixed(0)} MiB`);
  const figures: OpFigures[] = [];
  try {
    for (const op of ops) {
      let cpuStart = 0;
      let serverCpu = Number.NaN;
      const load = await runLoad({
        port: server.port,
        token: server.token,
        connections: opts.connections,
        seconds: opts.seconds,
        warmupSeconds: opts.warmupSeconds,
        next: (i) => op.call(i),
        onWindow(edge) {
          if (edge === 'start') cpuStart = server.cpuSeconds();
          else serverCpu = ((server.cpuSeconds() - cpuStart) / opts.seconds) * 100;
        },
      }).catch((error: unknown) => {
        const ended = server.exited();
        throw new Error(`${label}: ${op.name}: ${(error as Error).message}${ended ? `; the server ${ended}` : ''}`);
      });
      const figure: OpFigures = { key: op.key, name: op.name, ...load, serverCpu };
      const sql = captured.get(op.key);
      if (sql && target.kind === 'postgres') {
        figure.statements = sql.statements.length;
        if (sql.statements.length) {
          const id = sql.id === undefined ? undefined : { value: String(sql.id), min: facts.minId, max: facts.maxId };
          const script = pgbenchScript(sql.statements, id);
          if (opts.showSql) log(`── ${label}: ${op.name}, pgbench script:\n${script}`);
          const result = await runPgbench({
            url: target.url,
            script,
            dir: dataDir,
            name: `${checkout.label}-${op.key}`,
            clients: opts.connections,
            seconds: opts.seconds,
          });
          figure.pgbenchTps = result.tps;
          figure.pgbenchFailed = result.failed;
          // the server is idle meanwhile: the floor has the machine to itself, as pgbench had
          const floor = await measureNodeFloor({
            url: target.url,
            statements: sql.statements,
            id: id?.value,
            op,
            dir: dataDir,
            connections: opts.connections,
            seconds: opts.seconds,
            warmupSeconds: opts.warmupSeconds,
          });
          figure.nodeFloor = floor.perSecond;
          figure.nodeFloorP99 = floor.p99Ms;
        }
      }
      figures.push(figure);
      log(
        `${label}: ${op.name}: ${load.perSecond.toFixed(0)} req/s, p50 ${load.p50Ms.toFixed(1)} ms, ` +
          `p99 ${load.p99Ms.toFixed(1)} ms${figure.pgbenchTps ? `; pgbench ${figure.pgbenchTps.toFixed(0)} tps` : ''}` +
          `${figure.nodeFloor ? `; node floor ${figure.nodeFloor.toFixed(0)} req/s, p99 ${figure.nodeFloorP99?.toFixed(1)} ms` : ''}`,
      );
    }
    const { rss, peak } = server.memory();
    return {
      label: checkout.label,
      describe: checkout.describe,
      command: server.command,
      startMs,
      idleRss,
      peakRss: peak,
      afterRss: rss,
      ops: figures,
    };
  } finally {
    await server.stop();
  }
}

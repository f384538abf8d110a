import type { Operation } from './operations.ts';

export interface OpFigures {
  key: Operation['key'];
  name: string;
  requests: number;
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** CPU of the server and of the load generator over the measured window, % of one core. */
  serverCpu: number;
  generatorCpu: number;
  /** Statements one request sends (PostgreSQL only, from the capture). */
  statements?: number;
  pgbenchTps?: number;
  pgbenchFailed?: string;
  /** req/s of node:http and node-postgres alone running the same statements (node-floor.ts). */
  nodeFloor?: number;
  /** Its p99 latency, ms: what the list's p99 aim is up against on the same machine. */
  nodeFloorP99?: number;
}

export interface VersionResult {
  label: string;
  describe: string;
  command: string;
  startMs: number;
  idleRss: number;
  peakRss: number;
  afterRss: number;
  ops: OpFigures[];
}

export interface DatabaseResult {
  database: 'postgres' | 'pglite';
  rows: number;
  seedSeconds: number;
  searchMatches: number;
  versions: VersionResult[];
  /** The suite's own req/s aims, when they are not the redirects' ones. */
  perSecondAims?: Partial<Record<Operation['key'], number>>;
  /** The suite's own p99 aim for the list, ms, when it is not the redirects' 15 (issue 29's is 30). */
  listP99Aim?: number;
  /** Lines the suite adds to the report's facts (what it measured besides the load). */
  notes?: string[];
}

type Aim = { text: string; met: (value: number) => boolean };
const atLeast = (n: number, unit = ''): Aim => ({ text: `≥ ${n.toLocaleString('en-US')}${unit}`, met: (v) => v >= n });
const atMost = (n: number, unit = ''): Aim => ({ text: `≤ ${n.toLocaleString('en-US')}${unit}`, met: (v) => v <= n });

/** The targets, on PostgreSQL. */
const perSecondAims: Partial<Record<Operation['key'], Aim>> = {
  list: atLeast(2000),
  search: atLeast(400),
  show: atLeast(3000),
  user: atLeast(5000),
};

interface Figure {
  operation: string;
  figure: string;
  aim?: Aim;
  value: (v: VersionResult) => number | undefined;
  digits?: number;
  unit?: string;
}

const op = (v: VersionResult, key: Operation['key']) => v.ops.find((o) => o.key === key);
const ratio = (a?: number, b?: number) => (a !== undefined && b !== undefined && b > 0 ? a / b : undefined);

function figures(database: DatabaseResult): Figure[] {
  const postgres = database.database === 'postgres';
  const aim = (a: Aim | undefined) => (postgres ? a : undefined);
  const own = database.perSecondAims;
  const aims: Partial<Record<Operation['key'], Aim>> = own
    ? Object.fromEntries(Object.entries(own).map(([key, n]) => [key, atLeast(n)]))
    : perSecondAims;
  const list: Figure[] = [];
  const names = database.versions[0]?.ops ?? [];
  for (const { key, name } of names) {
    list.push(
      { operation: name, figure: 'req/s', aim: aim(aims[key]), value: (v) => op(v, key)?.perSecond },
      { operation: name, figure: 'p50 ms', value: (v) => op(v, key)?.p50Ms, digits: 1 },
      {
        operation: name,
        figure: 'p99 ms',
        aim: aim(key === 'list' ? atMost(database.listP99Aim ?? 15) : undefined),
        value: (v) => op(v, key)?.p99Ms,
        digits: 1,
      },
    );
    if (key === 'deep') {
      list.push({
        operation: name,
        figure: 'list p1 ÷ this, req/s',
        aim: aim(atMost(2, '×')),
        value: (v) => ratio(op(v, 'list')?.perSecond, op(v, 'deep')?.perSecond),
        digits: 2,
      });
    }
    if (postgres) {
      list.push(
        { operation: name, figure: 'pgbench tps', value: (v) => op(v, key)?.pgbenchTps },
        {
          operation: name,
          figure: 'req/s ÷ pgbench tps',
          aim: key === 'list' ? atLeast(80, ' %') : undefined,
          unit: ' %',
          value: (v) => {
            const r = ratio(op(v, key)?.perSecond, op(v, key)?.pgbenchTps);
            return r === undefined ? undefined : r * 100;
          },
        },
        { operation: name, figure: 'node floor req/s', value: (v) => op(v, key)?.nodeFloor },
        { operation: name, figure: 'node floor p99 ms', value: (v) => op(v, key)?.nodeFloorP99, digits: 1 },
        {
          operation: name,
          figure: 'req/s ÷ node floor',
          unit: ' %',
          value: (v) => {
            const r = ratio(op(v, key)?.perSecond, op(v, key)?.nodeFloor);
            return r === undefined ? undefined : r * 100;
          },
        },
      );
    }
  }
  list.push(
    { operation: 'server', figure: 'start-up ms', value: (v) => v.startMs },
    { operation: 'server', figure: 'idle RSS MiB', value: (v) => v.idleRss },
    { operation: 'server', figure: 'peak RSS MiB', aim: aim(atMost(250, ' MiB')), value: (v) => v.peakRss },
    { operation: 'server', figure: 'RSS after the run MiB', value: (v) => v.afterRss },
  );
  return list;
}

export const show = (n: number | undefined, digits = 0, unit = '') =>
  n === undefined || Number.isNaN(n)
    ? '–'
    : `${n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits })}${unit}`;

export function table(header: string[], rows: string[][], right: Set<number>): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (right.has(i) ? c.padStart(widths[i] ?? 0) : c.padEnd(widths[i] ?? 0)))
      .join('  ')
      .trimEnd();
  return [line(header), widths.map((w) => '─'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

/** One line per figure: the aim, every version's value (✓/✗ where there is an aim), after ÷ before. */
export function formatTable(results: DatabaseResult[]): string {
  const labels = results[0]?.versions.map((v) => v.label) ?? [];
  const rows: string[][] = [];
  for (const result of results) {
    for (const f of figures(result)) {
      const values = result.versions.map((v) => f.value(v));
      const cells = values.map((n) => {
        const mark = f.aim && n !== undefined && !Number.isNaN(n) ? (f.aim.met(n) ? ' ✓' : ' ✗') : '';
        return `${show(n, f.digits, f.unit)}${mark}`;
      });
      const change = values.length === 2 ? ratio(values[1], values[0]) : undefined;
      const row = [result.database, f.operation, f.figure, f.aim?.text ?? '', ...cells];
      rows.push(values.length === 2 ? [...row, show(change, 2, '×')] : row);
    }
  }
  const header = [
    'database',
    'operation',
    'figure',
    'aim',
    ...labels,
    ...(labels.length === 2 ? ['after ÷ before'] : []),
  ];
  return table(header, rows, new Set(labels.map((_, i) => 4 + i).concat(4 + labels.length)));
}

/** What each measurement rests on: requests counted, SQL per request, whose CPU was busy. */
export function formatDetails(results: DatabaseResult[]): string {
  const rows: string[][] = [];
  for (const result of results) {
    for (const v of result.versions) {
      for (const o of v.ops) {
        rows.push([
          result.database,
          v.label,
          o.name,
          show(o.requests),
          show(o.statements),
          show(o.serverCpu, 0, ' %'),
          show(o.generatorCpu, 0, ' %'),
          o.pgbenchFailed ?? '',
        ]);
      }
    }
  }
  const header = ['database', 'server', 'operation', 'requests', 'SQL/req', 'server CPU', 'bench CPU', 'note'];
  return table(header, rows, new Set([3, 4, 5, 6]));
}

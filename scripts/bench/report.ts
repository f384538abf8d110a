import type { Sample } from './measure.ts';
import { aimMs, totalStrategy } from './operations.ts';

export interface DatabaseResult {
  database: string;
  seedSeconds: number;
  samples: Sample[];
}

const ms = (n: number) => n.toFixed(2);

/** One line per database × operation; the aims are PostgreSQL's, a median over its aim gets ✗. */
export function formatTable(results: DatabaseResult[]): string {
  const header = [
    'database',
    'operation',
    'n',
    'median ms',
    'p95 ms',
    'p99 ms',
    'req/s',
    'SQL/req',
    'aim',
    'meta.total',
  ];
  const rows: string[][] = [];
  for (const result of results) {
    for (const s of result.samples) {
      const aim = result.database === 'postgres' ? aimMs[s.name] : undefined;
      const verdict = aim === undefined ? '' : s.medianMs < aim ? '✓' : '✗';
      rows.push([
        result.database,
        s.name,
        s.count.toString(),
        ms(s.medianMs),
        ms(s.p95Ms),
        ms(s.p99Ms),
        Math.round(s.perSecond).toString(),
        s.queriesPerRequest === undefined ? '–' : s.queriesPerRequest.toFixed(1),
        aim === undefined ? '' : `<${aim} ${verdict}`,
        totalStrategy(s.lastBody),
      ]);
    }
  }
  const numeric = new Set([2, 3, 4, 5, 6, 7]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (numeric.has(i) ? c.padStart(widths[i] ?? 0) : c.padEnd(widths[i] ?? 0)))
      .join('  ')
      .trimEnd();
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

/** Operations whose PostgreSQL median misses its aim. */
export function misses(result: DatabaseResult): Sample[] {
  return result.samples.filter((s) => {
    const aim = aimMs[s.name];
    return aim !== undefined && s.medianMs >= aim;
  });
}

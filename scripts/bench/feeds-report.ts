import type { LoadResult } from './load.ts';
import { show, table } from './report.ts';

/** One format's figures on one tree's server. */
export interface FeedFigures {
  format: string;
  /** The build alone: its time, the file it wrote, the server's peak RSS meanwhile. */
  buildSeconds: number;
  size: number;
  items: number;
  skipped: number;
  /** A server started for this format, a second after it answers. */
  idleRss: number;
  peakRss: number;
  /** The server's peak RSS under the list's load alone (before the loaded build). */
  listPeakRss: number;
  /** The same build again with the products list loaded beside it. */
  loadedSeconds: number;
  loadedPeakRss: number;
  /** The list just before that build, and during it. */
  baseline: LoadResult;
  during: LoadResult;
}

export interface FeedsResult {
  rows: number;
  seedSeconds: number;
  versions: { label: string; describe: string; feeds: FeedFigures[] }[];
}

/** Issue 31's bound: under 250 MiB RSS, and a list request during a build at most 3× its usual p99. */
export const feedAims = { rssMiB: 250, p99Ratio: 3 } as const;

type Aim = { text: string; met: (n: number) => boolean };
const atMost = (n: number, unit: string): Aim => ({ text: `≤ ${n}${unit}`, met: (v) => v <= n });

interface Row {
  figure: string;
  aim?: Aim;
  digits?: number;
  unit?: string;
  value: (f: FeedFigures) => number;
}

const rowsOf: Row[] = [
  { figure: 'build s', value: (f) => f.buildSeconds, digits: 1 },
  { figure: 'file MiB', value: (f) => f.size / 2 ** 20, digits: 1 },
  { figure: 'items written', value: (f) => f.items },
  { figure: 'items skipped', value: (f) => f.skipped },
  { figure: 'idle RSS MiB', value: (f) => f.idleRss },
  { figure: 'peak RSS MiB', aim: atMost(feedAims.rssMiB, ' MiB'), value: (f) => f.peakRss },
  { figure: 'peak RSS MiB, list load alone', value: (f) => f.listPeakRss },
  { figure: 'build s, list loaded', value: (f) => f.loadedSeconds, digits: 1 },
  { figure: 'peak RSS MiB, list loaded', aim: atMost(feedAims.rssMiB, ' MiB'), value: (f) => f.loadedPeakRss },
  { figure: 'list p99 ms before', value: (f) => f.baseline.p99Ms, digits: 1 },
  { figure: 'list p99 ms during', value: (f) => f.during.p99Ms, digits: 1 },
  {
    figure: 'list p99 during ÷ before',
    aim: atMost(feedAims.p99Ratio, '×'),
    value: (f) => f.during.p99Ms / f.baseline.p99Ms,
    digits: 2,
    unit: '×',
  },
  { figure: 'list req/s before', value: (f) => f.baseline.perSecond },
  { figure: 'list req/s during', value: (f) => f.during.perSecond },
  // a list request the database did not answer within its statement timeout: 503, counted
  { figure: 'list 503 answers before', value: (f) => f.baseline.unavailable },
  { figure: 'list 503 answers during', value: (f) => f.during.unavailable },
];

/** One line per format and figure: the aim, each tree's value (✓/✗ where there is an aim), after ÷ before. */
export function formatFeeds(result: FeedsResult): string {
  const labels = result.versions.map((v) => v.label);
  const formats = result.versions[0]?.feeds.map((f) => f.format) ?? [];
  const lines: string[][] = [];
  for (const format of formats) {
    for (const row of rowsOf) {
      const values = result.versions.map((v) => {
        const f = v.feeds.find((x) => x.format === format);
        return f ? row.value(f) : undefined;
      });
      const cells = values.map((n) => {
        const mark = row.aim && n !== undefined && !Number.isNaN(n) ? (row.aim.met(n) ? ' ✓' : ' ✗') : '';
        return `${show(n, row.digits, row.unit)}${mark}`;
      });
      const [before, after] = values;
      const change = values.length === 2 && before && after !== undefined ? after / before : undefined;
      const line = [format, row.figure, row.aim?.text ?? '', ...cells];
      lines.push(values.length === 2 ? [...line, show(change, 2, '×')] : line);
    }
  }
  const header = ['feed', 'figure', 'aim', ...labels, ...(labels.length === 2 ? ['after ÷ before'] : [])];
  return table(header, lines, new Set(labels.map((_, i) => 3 + i).concat(3 + labels.length)));
}

/** How many list requests each p99 rests on, and the CPU the load generator used. */
export function formatFeedLoads(result: FeedsResult): string {
  const lines = result.versions.flatMap((v) =>
    v.feeds.map((f) => [
      v.label,
      f.format,
      show(f.baseline.requests),
      show(f.during.requests),
      show(f.baseline.generatorCpu, 0, ' %'),
      show(f.during.generatorCpu, 0, ' %'),
    ]),
  );
  const header = ['server', 'feed', 'list requests before', 'during', 'bench CPU before', 'during'];
  return table(header, lines, new Set([2, 3, 4, 5]));
}

/** The report's facts lines of the feeds suite: the data and how the list was loaded. */
export function feedFacts(
  result: FeedsResult,
  load: { connections: number; seconds: number; warmupSeconds: number },
  fromDb: string | undefined,
): string[] {
  const seeded = fromDb ? `from ${fromDb}` : `seeded in ${result.seedSeconds.toFixed(0)} s`;
  return [
    `postgres: ${result.rows.toLocaleString('en-US')} products ${seeded} (2 pictures each but one in 50, ` +
      'a rich-text description, the category attributes); one feed per format over the whole catalogue',
    'each format on a server started for it: its feed built alone (time, file, peak RSS from VmHWM reset before ' +
      'the build), then the products list ' +
      `(a category by -price, 50 a page, answers checked) for ${load.warmupSeconds} s + ${load.seconds} s on ` +
      `${load.connections} keep-alive connections, then the same build again with that list load running until it ends`,
    ...result.versions.map((v) => `${v.label}: ${v.describe}`),
  ];
}

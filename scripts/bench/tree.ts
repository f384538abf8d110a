// `npm run bench:tree`: the category tree at the size issue 8 names (5 000 nodes in three levels)
// on PostgreSQL: `GET /api/categories/full` and `/tree-list` (the whole tree, for pickers and the
// tree screen), the children of one node through the list, and a subtree as the database answers
// it (`path LIKE`, the index the engine keeps). Options: --nodes N, --duration S, --connections N.
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { buildServer, workingTree } from './checkout.ts';
import { cleanupAll, cleanupOnSignals } from './cleanup.ts';
import { createDatabase, tempDir, withPg } from './databases.ts';
import { type Call, runLoad } from './load.ts';
import { startServer } from './server-process.ts';

const { values: args } = parseArgs({
  options: {
    nodes: { type: 'string', default: '5000' },
    duration: { type: 'string', default: '5' },
    connections: { type: 'string', default: '10' },
    'no-build': { type: 'boolean', default: false },
  },
});
const log = (line: string) => process.stderr.write(`${line}\n`);
const nodes = Number(args.nodes);
// roots × children × grandchildren ≈ nodes: 50 roots of 10 children of 9 leaves each make 5 050
const roots = Math.max(1, Math.round(nodes / 101));

const check =
  (name: string, test: (body: unknown) => boolean) =>
  (status: number, body: unknown): void => {
    if (status !== 200 || !test(body)) throw new Error(`${name}: HTTP ${status} ${JSON.stringify(body).slice(0, 200)}`);
  };

cleanupOnSignals();
try {
  const checkout = workingTree();
  if (!args['no-build']) buildServer(checkout);
  const url = await createDatabase(`kramar_bench_tree_${randomBytes(3).toString('hex')}`);
  const server = await startServer(checkout, { databaseUrl: url, dataDir: tempDir('kramar-bench-tree-') });
  const total = await withPg(url, async (run) => {
    // three levels in three statements; paths and depths as the engine keeps them
    await run(
      `insert into categories (title, slug, position, status, path, depth)
       select 'Розділ ' || g, 'root-' || g, g, 'published', '', 0 from generate_series(1, ${roots}) g`,
    );
    await run(
      `insert into categories (title, slug, parent, position, status, path, depth)
       select 'Категорія ' || r.id || '-' || g, 'cat-' || r.id || '-' || g, r.id, g, 'published', '', 1
       from categories r, generate_series(1, 10) g where r.parent is null`,
    );
    await run(
      `insert into categories (title, slug, parent, position, status, path, depth)
       select 'Підкатегорія ' || c.id || '-' || g, 'sub-' || c.id || '-' || g, c.id, g, 'draft', '', 2
       from categories c, generate_series(1, 9) g where c.depth = 1`,
    );
    await run(`update categories set path = '/' || id || '/' where parent is null`);
    await run(
      `update categories c set path = p.path || c.id || '/' from categories p where c.parent = p.id and c.depth = 1`,
    );
    await run(
      `update categories c set path = p.path || c.id || '/' from categories p where c.parent = p.id and c.depth = 2`,
    );
    await run('analyze categories');
    const [row] = await run<{ n: string }>('select count(*)::text as n from categories');
    return Number(row?.n);
  });
  const [root] = await withPg(url, (run) =>
    run<{ id: string; path: string }>('select id::text, path from categories where parent is null order by id limit 1'),
  );
  log(`${total} categories seeded under ${roots} roots`);

  const ops: [string, Call][] = [
    [
      'full (flat, whole tree)',
      {
        method: 'GET',
        path: '/api/categories/full',
        check: check('full', (b) => (b as { data: unknown[] }).data.length === total),
      },
    ],
    [
      'tree-list (nested)',
      {
        method: 'GET',
        path: '/api/categories/tree-list',
        check: check('tree-list', (b) => (b as { data: unknown[] }).data.length === roots),
      },
    ],
    [
      'children of a node (list, filter[parent])',
      {
        method: 'GET',
        path: `/api/categories?filter[parent]=${root?.id}&per_page=25`,
        check: check('children', (b) => (b as { data: unknown[] }).data.length === 10),
      },
    ],
  ];
  console.log(`\nbench:tree — ${total} categories, ${args.connections} connections, ${args.duration} s each\n`);
  console.log('| operation | req/s | p50 ms | p99 ms |\n|---|---|---|---|');
  for (const [name, call] of ops) {
    const result = await runLoad({
      port: server.port,
      token: server.token,
      connections: Number(args.connections),
      seconds: Number(args.duration),
      warmupSeconds: 1,
      next: () => call,
    });
    console.log(
      `| ${name} | ${result.perSecond.toFixed(0)} | ${result.p50Ms.toFixed(1)} | ${result.p99Ms.toFixed(1)} |`,
    );
  }
  // the subtree the engine's path index answers, timed in the database itself
  const plan = await withPg(url, (run) =>
    run<{ 'QUERY PLAN': string }>(
      `explain (analyze, format text) select id from categories where path like '${root?.path}%'`,
    ),
  );
  console.log(`\nsubtree of one root (${root?.path}%):\n${plan.map((r) => `  ${r['QUERY PLAN']}`).join('\n')}`);
  await server.stop();
} finally {
  await cleanupAll();
}

import type { Checkout } from './checkout.ts';
import { withPg } from './databases.ts';
import { type LoadOptions, measureServer, type Suite } from './measure-server.ts';
import { deepPage, listOp } from './operations.ts';
import { seededCopies } from './products-bench.ts';
import type { DatabaseResult } from './report.ts';
import type { Run } from './seed.ts';

/**
 * Issue 28's company list at 40 000 dealer companies: newest first as staff open it, pending
 * applications, a deep page and a name typed into search. Every page is checked against what the
 * database holds. The aim is the issue's: the list ≥ 2 000 req/s with 10 connections.
 */

const log = (line: string) => process.stderr.write(`${line}\n`);
const perPage = 25;
const newest = 'order by created_at desc, id desc';
const statuses = ['approved', 'approved', 'approved', 'pending', 'rejected', 'blocked'] as const;
export const dealerSearch = 'Вектор';

/**
 * `rows` companies in one statement, spread over two years of applications. EDRPOU codes are
 * unique eight digits (their check digit is the form's rule, not the list's, and is not made here).
 */
async function seedCompanies(url: string, rows: number): Promise<number> {
  const started = performance.now();
  await withPg(url, async (run) => {
    await run(
      `insert into dealers (legal_name, edrpou, legal_address, contact_person, phone, email, status, created_at, updated_at)
       select 'ТОВ «' || (array['Партнер','Вектор','Електросвіт','Техномаркет','Оптима','Дніпро-Трейд'])[1 + n % 6] || ' ' || n || '»',
         lpad((10000000 + n)::text, 8, '0'), 'м. Київ, вул. Хрещатик, ' || (1 + n % 90),
         'Олена Коваль', '+38067' || lpad(n::text, 7, '0'), 'dealer' || n || '@example.com',
         (array[${statuses.map((s) => `'${s}'`).join(',')}])[1 + n % ${statuses.length}],
         now() - make_interval(secs => (n * 1571) % (730 * 86400)), now()
       from generate_series(1, $1::int) n`,
      [rows],
    );
    await run('vacuum analyze dealers');
  });
  return (performance.now() - started) / 1000;
}

interface CompanyFacts {
  minId: number;
  maxId: number;
  rows: number;
  searchMatches: number;
}

async function companyFacts(run: Run): Promise<CompanyFacts> {
  const [row] = await run<{ min: string; max: string; n: string; found: string }>(
    `select min(id)::text as min, max(id)::text as max, count(*)::text as n,
      count(*) filter (where legal_name ilike '%${dealerSearch}%')::text as found from dealers`,
  );
  return { minId: Number(row?.min), maxId: Number(row?.max), rows: Number(row?.n), searchMatches: Number(row?.found) };
}

const idsOf = async (run: Run, where: string, values: unknown[], page = 1): Promise<string> =>
  (
    await run<{ id: string }>(
      `select id::text as id from dealers ${where} ${newest} limit ${perPage} offset ${(page - 1) * perPage}`,
      values,
    )
  )
    .map((r) => r.id)
    .join(',');

const companySuite = (facts: CompanyFacts): Suite => ({
  ids: facts,
  async operations(run) {
    const deep = Math.min(deepPage(facts.rows), Math.floor(facts.rows / perPage));
    return [
      listOp('list', 'newest', '/api/dealers-users', 1, await idsOf(run, '', []), perPage),
      listOp('deep', `page ${deep}`, '/api/dealers-users', deep, await idsOf(run, '', [], deep), perPage),
      listOp(
        'status',
        'pending',
        '/api/dealers-users?filter[status]=pending',
        1,
        await idsOf(run, "where status = 'pending'", []),
        perPage,
      ),
      listOp(
        'search',
        `search "${dealerSearch}"`,
        `/api/dealers-users?search=${encodeURIComponent(dealerSearch)}`,
        1,
        await idsOf(run, 'where legal_name ilike $1 or edrpou ilike $1 or email ilike $1 or phone ilike $1', [
          `%${dealerSearch}%`,
        ]),
        perPage,
      ),
    ];
  },
});

/** The dealers suite on PostgreSQL: `rows` companies in a database of its own (or `fromDb`, left as it is). */
export async function benchDealers(
  checkouts: Checkout[],
  rows: number,
  load: LoadOptions,
  fromDb: string | undefined,
): Promise<DatabaseResult> {
  const { copies, seedSeconds } = await seededCopies(checkouts, fromDb, (url) => seedCompanies(url, rows));
  const facts = await withPg(copies[0] ?? '', companyFacts);
  log(`postgres: ${facts.rows.toLocaleString('en-US')} dealer companies, "${dealerSearch}" in ${facts.searchMatches}`);
  const versions = [];
  for (const [i, checkout] of checkouts.entries()) {
    versions.push(await measureServer(checkout, { kind: 'postgres', url: copies[i] ?? '' }, companySuite(facts), load));
  }
  return {
    database: 'postgres',
    rows: facts.rows,
    seedSeconds,
    searchMatches: facts.searchMatches,
    versions,
    perSecondAims: { list: 2000 },
  };
}

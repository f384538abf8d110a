import type { ResourceDef } from '@kramar/contract';
import type { Call } from './load.ts';
import type { Suite } from './measure-server.ts';
import { searchWord, seededRandom, updateTarget } from './redirect-rows.ts';
import type { DataFacts, Run } from './seed.ts';
import { owner } from './server-process.ts';

/** An operation of the bench: its requests, each with the check of its answer. */
export interface Operation {
  key:
    | 'list'
    | 'deep'
    | 'search'
    | 'show'
    | 'update'
    | 'user'
    | 'status'
    | 'dates'
    | 'manager'
    | 'phone'
    | 'dashboard'
    | 'clients'
    | 'best-clients'
    | 'client-name'
    | 'client-phone';
  name: string;
  /** The i-th call; the same i gives the same request on every server. */
  call(i: number): Call & { id?: number };
}

interface ListBody {
  data: { id: unknown }[];
  meta: { current_page: number; per_page: number; total: number; last_page: number };
}
interface OneBody {
  data: Record<string, unknown>;
}

const perPage = 25;

/** The page 20 000 of a million rows: the same place in the table at any size. */
export const deepPage = (rows: number): number => Math.max(2, Math.round((20_000 * rows) / 1_000_000));

const fail = (op: string, what: string): never => {
  throw new Error(`${op}: ${what}`);
};

const expectStatus = (op: string, status: number, body: unknown) => {
  if (status !== 200) fail(op, `HTTP ${status} ${JSON.stringify(body).slice(0, 300)}`);
};

/** The ids a page must hold, asked of the database directly (`t.id`: a bare `id` would sort the text). */
async function pageIds(run: Run, resource: ResourceDef, where: string, page: number): Promise<string> {
  const sort = resource.defaultSort.replace(/^-/, '');
  const dir = resource.defaultSort.startsWith('-') ? 'desc' : 'asc';
  const rows = await run<{ id: string }>(
    `select t.id::text as id from "${resource.table}" t ${where} order by "${sort}" ${dir}, t.id ${dir} limit ${perPage} offset ${(page - 1) * perPage}`,
    where ? [`%${searchWord}%`] : [],
  );
  return rows.map((r) => r.id).join(',');
}

/** A list request of `base` (`/api/name?query`) whose page must hold exactly the rows `ids` (joined by commas). */
export function listOp(
  key: Operation['key'],
  name: string,
  base: string,
  page: number,
  ids: string,
  perPage = 25,
): Operation {
  const path = `${base}${base.includes('?') ? '&' : '?'}page=${page}&per_page=${perPage}`;
  const check = (status: number, raw: unknown) => {
    expectStatus(name, status, raw);
    const body = raw as ListBody;
    if (!Array.isArray(body?.data) || !body.meta) fail(name, 'no { data, meta } envelope');
    if (body.meta.current_page !== page || body.meta.per_page !== perPage) {
      fail(name, `asked page ${page} of ${perPage}, got ${JSON.stringify(body.meta)}`);
    }
    if (typeof body.meta.total !== 'number' || typeof body.meta.last_page !== 'number') fail(name, 'no total in meta');
    const got = body.data.map((r) => String(r.id)).join(',');
    if (got !== ids) {
      const [a, b] = [got.split(','), ids.split(',')];
      const at = a.findIndex((id, i) => id !== b[i]);
      fail(name, `row ${at + 1} of ${a.length} is ${a[at]}, the page's is ${b[at]} (of ${b.length})`);
    }
  };
  return { key, name, call: () => ({ method: 'GET', path, check }) };
}

/** The six operations on the seeded table; `run` asks the database what answers must hold. */
export async function operations(
  run: Run,
  resource: ResourceDef,
  facts: DataFacts,
  rows: number,
): Promise<Operation[]> {
  const deep = deepPage(rows);
  const base = '/api/redirect-urls';
  const search = `where from_path ilike $1 or target ilike $1`;
  const randomIds = () => {
    const rnd = seededRandom(42);
    const cache: number[] = [];
    return (i: number) => {
      while (cache.length <= i) cache.push(facts.minId + Math.floor(rnd() * (facts.maxId - facts.minId + 1)));
      return cache[i] as number;
    };
  };
  const showId = randomIds();
  const updateId = randomIds();
  return [
    listOp('list', 'list p1', base, 1, await pageIds(run, resource, '', 1)),
    listOp('deep', `list p${deep.toLocaleString('en-US')}`, base, deep, await pageIds(run, resource, '', deep)),
    listOp(
      'search',
      `search "${searchWord}"`,
      `${base}?search=${searchWord}`,
      1,
      await pageIds(run, resource, search, 1),
    ),
    {
      key: 'show',
      name: 'show',
      call(i) {
        const id = showId(i);
        return {
          id,
          method: 'GET',
          path: `/api/redirect-urls/${id}`,
          check(status, raw) {
            expectStatus('show', status, raw);
            const data = (raw as OneBody).data;
            if (String(data?.id) !== String(id) || typeof data.from_path !== 'string') {
              fail('show', `asked id ${id}, got ${JSON.stringify(raw).slice(0, 200)}`);
            }
          },
        };
      },
    },
    {
      key: 'update',
      name: 'update (PUT target)',
      call(i) {
        const id = updateId(i);
        const target = updateTarget(i);
        return {
          id,
          method: 'PUT',
          path: `/api/redirect-urls/${id}`,
          body: JSON.stringify({ target }),
          check(status, raw) {
            expectStatus('update', status, raw);
            const data = (raw as OneBody).data;
            if (String(data?.id) !== String(id) || data.target !== target) {
              fail('update', `expected ${id} → ${target}, got ${JSON.stringify(raw).slice(0, 200)}`);
            }
          },
        };
      },
    },
    {
      key: 'user',
      name: 'GET /api/user',
      call: () => ({
        method: 'GET',
        path: '/api/user',
        check(status, raw) {
          expectStatus('user', status, raw);
          const data = (raw as OneBody).data;
          if (data?.email !== owner.email || !Array.isArray(data.scopes)) {
            fail('user', `not the owner: ${JSON.stringify(raw).slice(0, 200)}`);
          }
        },
      }),
    },
  ];
}

/** The redirects suite of `npm run bench`. */
export const redirectSuite = (resource: ResourceDef, facts: DataFacts, rows: number): Suite => ({
  operations: (run) => operations(run, resource, facts, rows),
  ids: facts,
});

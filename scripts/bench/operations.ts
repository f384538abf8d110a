import type { ResourceDef } from '@kramar/contract';
import type { Operation } from './measure.ts';
import { seededRandom, updateValue } from './redirect-rows.ts';

interface ListBody {
  data: Record<string, unknown>[];
  meta: { current_page: number; per_page: number; total: number; last_page: number; total_is_estimate?: boolean };
}

interface OneBody {
  data: Record<string, unknown>;
}

/** What the median must stay under on PostgreSQL (the "Speed" issue). */
export const aimMs: Record<string, number> = {
  'list 301, -created_at, p1': 5,
  'list 301, -created_at, p2000': 5,
  'list default sort, p1': 5,
  'search iphone': 20,
  show: 5,
};

const fail = (op: string, what: string): never => {
  throw new Error(`${op}: ${what}`);
};

function listOp(
  resource: ResourceDef,
  name: string,
  query: string,
  page: number,
  rowCheck?: (row: Record<string, unknown>) => boolean,
): Operation {
  return {
    name,
    request: () => ({ method: 'GET', url: `/api/${resource.name}?${query}&page=${page}&per_page=25` }),
    check(raw) {
      const body = raw as ListBody;
      if (!Array.isArray(body.data) || !body.meta) fail(name, 'no { data, meta } envelope');
      if (body.meta.current_page !== page) fail(name, `asked page ${page}, got ${body.meta.current_page}`);
      if (body.data.length !== 25) fail(name, `expected a full page of 25 rows, got ${body.data.length}`);
      const wrong = rowCheck ? body.data.find((row) => !rowCheck(row)) : undefined;
      if (wrong) fail(name, `row does not match the query: ${JSON.stringify(wrong)}`);
    },
  };
}

/** The operations of the issue, against the redirects resource; `ids` are existing records. */
export function operations(resource: ResourceDef, ids: number[]): Operation[] {
  const rnd = seededRandom(42);
  const randomId = () => ids[Math.floor(rnd() * ids.length)] ?? fail('ids', 'the table is empty');
  const showIds = new Map<number, number>();
  const updates = new Map<number, { id: number; value: string }>();
  const mentionsIphone = (row: Record<string, unknown>) =>
    [row.from_path, row.target].some((v) => typeof v === 'string' && v.toLowerCase().includes('iphone'));

  return [
    listOp(resource, 'list 301, -created_at, p1', 'filter[code]=301&sort=-created_at', 1, (r) => r.code === '301'),
    listOp(
      resource,
      'list 301, -created_at, p2000',
      'filter[code]=301&sort=-created_at',
      2000,
      (r) => r.code === '301',
    ),
    listOp(resource, 'list default sort, p1', `sort=${resource.defaultSort}`, 1),
    listOp(resource, 'search iphone', 'search=iphone', 1, mentionsIphone),
    {
      name: 'show',
      request(i) {
        const id = randomId();
        showIds.set(i, id);
        return { method: 'GET', url: `/api/${resource.name}/${id}` };
      },
      check(raw, i) {
        const body = raw as OneBody;
        if (body.data?.id !== showIds.get(i)) fail('show', `asked id ${showIds.get(i)}, got ${body.data?.id}`);
      },
    },
    {
      name: 'update (PUT target)',
      request(i) {
        const change = { id: randomId(), value: updateValue(resource, 'target', 1_000_000 + i) };
        updates.set(i, change);
        return { method: 'PUT', url: `/api/${resource.name}/${change.id}`, payload: { target: change.value } };
      },
      check(raw, i) {
        const body = raw as OneBody;
        const want = updates.get(i);
        if (body.data?.id !== want?.id || body.data?.target !== want?.value) {
          fail('update', `expected ${JSON.stringify(want)}, got ${JSON.stringify(body.data)}`);
        }
      },
    },
  ];
}

/** How `meta.total` was counted, as the last list answer said. */
export function totalStrategy(body: unknown): string {
  const meta = (body as Partial<ListBody>)?.meta;
  if (!meta || typeof meta.total !== 'number') return '';
  return `${meta.total_is_estimate ? 'estimate' : 'exact'} ${meta.total.toLocaleString('en-US')}`;
}

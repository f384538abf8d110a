import { sql } from 'drizzle-orm';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { create, ownerToken, type Rec } from '../../crud/test-kit.ts';
import { queryRows } from '../../db/client.ts';
import type { Access } from '../../http/access.ts';
import { call, createUser, signIn, startTestApp, type TestApp } from '../../test/test-app.ts';
import {
  createDealer,
  insertDealerOrder,
  insertDealerPerson,
  insertOrderList,
  insertWorkspace,
} from './test-helpers.ts';

/**
 * The wall between dealers (issue 28), walked from the route table: every dealer route, called by
 * dealer B's principal against company A's records, by A's principal against B's, and by A's
 * manager of one workspace against A's other workspace, with the foreign ids (workspaces, or
 * managers on the managers' routes) in the path, the query and the body. The bar: no answer names
 * a foreign record, and not one of either company's rows changes.
 */
let t: TestApp;
let owner: string;
const a = { id: 0, workspaces: [] as number[] };
let bId = 0;
let product: Rec;
/** What a caller must not reach: workspaces', managers' and orders' ids (each its own sequence, so kept apart). */
interface Foreign {
  company: number;
  workspaces: number[];
  managers: number[];
  orders: number[];
  lists: number[];
}
const callers: { name: string; token: string; foreign: Foreign }[] = [];

beforeAll(async () => {
  t = await startTestApp();
  owner = await ownerToken(t);
  const group = await create(t, owner, 'price-groups', { name: 'Стіна', discount: 5 });
  const staff = await createUser(t.app, { scopes: [] });
  const approve = (id: number) =>
    call(t.url, 'POST', '/api/dealers-users/moderation/approve', {
      token: owner,
      json: { ids: [id], price_group_id: group.id, manager_id: staff.id },
    });
  const companyA = await createDealer(t, owner);
  const companyB = await createDealer(t, owner);
  a.id = companyA.id;
  bId = companyB.id;
  const managerA = await insertDealerPerson(t, companyA.id, 'manager');
  const own = await insertWorkspace(t, companyA.id, [managerA.id]);
  const other = await insertWorkspace(t, companyA.id);
  a.workspaces = [own, other];
  const managerB = await insertDealerPerson(t, companyB.id, 'manager');
  const spaceB = await insertWorkspace(t, companyB.id, [managerB.id]);
  // each workspace has a placed order and a draft, so a leak of either would show
  const category = await create(t, owner, 'categories', { title: `Стіна ${Date.now()}` });
  product = await create(t, owner, 'products', {
    name: 'Стіна',
    sku: `WALL-${Date.now()}`,
    price: 1000,
    quantity: 10,
    category: category.id,
    status: 'published',
  });
  const [orderOwn, orderOther, orderB] = [
    await insertDealerOrder(t, companyA.id, own, product.id),
    await insertDealerOrder(t, companyA.id, other, product.id),
    await insertDealerOrder(t, companyB.id, spaceB, product.id),
  ];
  const [listOwn, listOther, listB] = [
    await insertOrderList(t, own, product.id),
    await insertOrderList(t, other, product.id),
    await insertOrderList(t, spaceB, product.id),
  ];
  const principalA = await insertDealerPerson(t, companyA.id, 'principal');
  const principalB = await insertDealerPerson(t, companyB.id, 'principal');
  await approve(companyA.id);
  await approve(companyB.id);
  callers.push(
    {
      name: 'dealer B',
      token: await signIn(t.url, principalB),
      foreign: {
        company: a.id,
        workspaces: [own, other],
        managers: [managerA.id],
        orders: [orderOwn, orderOther],
        lists: [listOwn, listOther],
      },
    },
    {
      name: 'dealer A’s principal',
      token: await signIn(t.url, principalA),
      foreign: { company: bId, workspaces: [spaceB], managers: [managerB.id], orders: [orderB], lists: [listB] },
    },
    {
      name: 'A’s manager of one workspace',
      token: await signIn(t.url, managerA),
      foreign: { company: a.id, workspaces: [other], managers: [], orders: [orderOther], lists: [listOther] },
    },
  );
});
afterAll(() => t.close());

/** A route that reads a multipart form (a file upload): the walk sends it a form, not JSON. */
const takesForm = (route: RouteOptions) =>
  ((route.schema as { consumes?: string[] } | undefined)?.consumes ?? []).includes('multipart/form-data');

/** The requests that act on the workspace their query or body names: a foreign one is refused. */
const namesWorkspace = new Set([
  'GET /api/dealers/catalog',
  'GET /api/dealers/catalog/facets',
  'GET /api/dealers/orders/draft',
  'PUT /api/dealers/orders/draft',
  'POST /api/dealers/orders/draft/lines',
  'POST /api/dealers/orders/quick',
  'POST /api/dealers/orders/quick/file',
  'POST /api/dealers/orders',
  'POST /api/dealers/orders/lists',
]);

const isDealerRoute = (route: RouteOptions) => {
  const access = route.config?.access as Access | undefined;
  return typeof access === 'object' && access.dealer === true;
};

/** Both companies as stored: their rows, workspaces, people and who acts for what, as one text to compare. */
const snapshot = async () =>
  JSON.stringify(
    await queryRows(
      t.app.database.db,
      sql`select d.id,
        row_to_json(d) as company,
        (select json_agg(w order by w.id) from dealer_workspaces w where w.dealer_id = d.id) as workspaces,
        (select json_agg(json_build_object('id', p.id, 'name', p.name, 'email', p.email, 'active', p.active,
            'kind', p.dealer_kind, 'job_title', p.job_title, 'phone', p.phone) order by p.id)
          from admin_users p where p.dealer_id = d.id) as people,
        (select json_agg(l order by l.account_id, l.workspace_id) from dealer_manager_workspaces l
          join dealer_workspaces w on w.id = l.workspace_id where w.dealer_id = d.id) as links,
        (select json_agg(json_build_object('id', o.id, 'status', o.status_id, 'total', o.total,
            'updated_at', o.updated_at) order by o.id)
          from dealer_orders x join orders o on o.id = x.order_id where x.dealer_id = d.id) as orders,
        (select json_agg(l order by l.workspace_id, l.product_id) from dealer_draft_lines l
          join dealer_workspaces w on w.id = l.workspace_id where w.dealer_id = d.id) as drafts,
        (select json_agg(json_build_object('list', l, 'lines', (select json_agg(i order by i.product_id)
            from dealer_order_list_lines i where i.list_id = l.id)) order by l.id)
          from dealer_order_lists l join dealer_workspaces w on w.id = l.workspace_id where w.dealer_id = d.id) as lists
      from dealers d where d.id in (${a.id}, ${bId}) order by d.id`,
    ),
  );

/**
 * The records of a response that are foreign to the caller: a dealer's record (it has `dealer_id`)
 * whose id is a foreign workspace's (it has `city`), a foreign manager's (it has `email`) or a
 * foreign order's (it has `number`), and a draft (it has `lines`) of a foreign workspace.
 */
function leaks(body: unknown, foreign: Foreign): string[] {
  const found: string[] = [];
  const walk = (node: unknown) => {
    if (Array.isArray(node)) node.forEach(walk);
    else if (node && typeof node === 'object') {
      const rec = node as Rec;
      const ids =
        'city' in rec ? foreign.workspaces : 'email' in rec ? foreign.managers : 'number' in rec ? foreign.orders : [];
      if (typeof rec.id === 'number' && ids.includes(rec.id) && 'dealer_id' in rec) found.push(JSON.stringify(rec));
      // a draft or a saved list (it has `lines`) of a foreign workspace, or a list's summary or
      // a draft's figure (they name the workspace beside `name` or `lines_count`)
      const draftOf = rec.workspace_id;
      const ofWorkspace = 'lines' in rec || 'lines_count' in rec || 'name' in rec;
      if (ofWorkspace && typeof draftOf === 'number' && foreign.workspaces.includes(draftOf)) {
        found.push(JSON.stringify(rec));
      }
      Object.values(rec).forEach(walk);
    }
  };
  walk(body);
  return found;
}

describe('the wall between dealers', () => {
  it('covers every dealer route of the route table', () => {
    const routes = t.app.apiRoutes.filter(isDealerRoute);
    // the workspaces' and managers' list, show, create, update (PUT and PATCH), and the managers'
    // select, at the least; more join by themselves
    expect(routes.length).toBeGreaterThanOrEqual(11);
    expect(routes.map((r) => r.url)).toEqual(
      expect.arrayContaining([
        '/api/dealers-managers/select',
        '/api/dealers/dashboard',
        '/api/dealers/catalog',
        '/api/dealers/catalog/facets',
        '/api/dealers/orders/statuses',
        '/api/dealers/orders/draft',
        '/api/dealers/orders/draft/lines',
        '/api/dealers/orders/quick',
        '/api/dealers/orders/quick/file',
        '/api/dealers/orders/lists',
        '/api/dealers/orders/lists/:id',
        '/api/dealers/orders/lists/:id/to-draft',
        '/api/dealers/orders/:id/invoice',
        '/api/dealers/orders/:id/reorder',
        '/api/dealers/orders/:id/cancel',
      ]),
    );
  });

  it('lets no dealer read or change another company’s or another workspace’s records, by any id anywhere', async () => {
    const before = await snapshot();
    const walked: string[] = [];
    const found: string[] = [];
    for (const route of t.app.apiRoutes.filter(isDealerRoute)) {
      const methods = (Array.isArray(route.method) ? route.method : [route.method]).filter((m) => m !== 'HEAD');
      for (const method of methods) {
        for (const caller of callers) {
          const { foreign } = caller;
          const ids = route.url.startsWith('/api/dealers-managers')
            ? foreign.managers
            : route.url.startsWith('/api/dealers/orders/lists/:')
              ? foreign.lists
              : route.url.startsWith('/api/dealers/orders/:')
                ? foreign.orders
                : foreign.workspaces;
          for (const id of ids) {
            const send = (pathId: number) => {
              const path = route.url.replace(/:[a-z_]+/gi, String(pathId));
              const company = foreign.company;
              const query = `?filter[dealer_id]=${company}&filter[id]=${id}&ids=${id}&dealer_id=${company}&workspace_id=${id}&workspace=${id}`;
              const body = {
                id,
                ids: [id],
                dealer_id: company,
                workspace_id: id,
                workspace: id,
                workspaces: [id],
                name: 'Захоплено',
                lines: [{ product_id: product.id, quantity: 1 }],
                text: `${product.sku} 1`,
              };
              let form: FormData | undefined;
              if (takesForm(route)) {
                // the same fields as a form, and a sheet of one line of the product
                form = new FormData();
                for (const [key, value] of Object.entries(body)) {
                  if (typeof value !== 'object') form.append(key, String(value));
                }
                form.append('file', new Blob([`${product.sku};1\r\n`]), 'order.csv');
              }
              return call(t.url, method, `${path}${method === 'GET' ? query : ''}`, {
                token: caller.token,
                form,
                json: form || method === 'GET' || method === 'DELETE' ? undefined : body,
              });
            };
            const res = await send(id);
            walked.push(`${method} ${route.url}`);
            const label = `${caller.name}: ${method} ${route.url} with ${id}`;
            expect(res.status, label).not.toBe(500);
            // anywhere, another company's (or workspace's) id answers exactly as an id that does not
            // exist; where the path or the route's own field names the record, that is a refusal
            const missing = await send(999_999_999);
            expect({ status: res.status, body: res.body }, label).toEqual({
              status: missing.status,
              body: missing.body,
            });
            if (route.url.includes(':') || namesWorkspace.has(`${method} ${route.url}`)) {
              expect(res.status, label).toBeGreaterThanOrEqual(400);
            }
            found.push(...leaks(res.body, foreign).map((leak) => `${label}: ${leak}`));
          }
        }
      }
    }
    expect(found).toEqual([]);
    expect(await snapshot()).toBe(before);
    expect(walked.length).toBeGreaterThan(0);
  }, 120_000);
});

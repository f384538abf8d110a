import { sql } from 'drizzle-orm';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { create, ownerToken, type Rec } from '../../crud/test-kit.ts';
import { queryRows } from '../../db/client.ts';
import type { Access } from '../../http/access.ts';
import { call, createUser, signIn, startTestApp, type TestApp } from '../../test/test-app.ts';
import { createDealer, insertDealerPerson, insertWorkspace } from './test-helpers.ts';

/**
 * The wall between dealers (issue 28), walked from the route table: every dealer route, called by
 * dealer B's principal against company A's records and by A's manager of one workspace against
 * A's other workspace, with the foreign ids in the path, the query and the body. The bar: no
 * answer names a foreign record, and not one of A's rows changes.
 */
let t: TestApp;
let owner: string;
const a = { id: 0, workspaces: [] as number[] };
const callers: { name: string; token: string; foreign: number[] }[] = [];

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
  const managerA = await insertDealerPerson(t, companyA.id, 'manager');
  const own = await insertWorkspace(t, companyA.id, [managerA.id]);
  const other = await insertWorkspace(t, companyA.id);
  a.workspaces = [own, other];
  await insertWorkspace(t, companyB.id);
  const principalB = await insertDealerPerson(t, companyB.id, 'principal');
  await approve(companyA.id);
  await approve(companyB.id);
  callers.push(
    { name: 'dealer B', token: await signIn(t.url, principalB), foreign: [own, other] },
    { name: 'A’s manager of one workspace', token: await signIn(t.url, managerA), foreign: [other] },
  );
});
afterAll(() => t.close());

const isDealerRoute = (route: RouteOptions) => {
  const access = route.config?.access as Access | undefined;
  return typeof access === 'object' && access.dealer === true;
};

/** Company A as stored: its row, workspaces and who acts for them, as one text to compare. */
const snapshotA = async () =>
  JSON.stringify(
    await queryRows(
      t.app.database.db,
      sql`select
        (select row_to_json(d) from dealers d where d.id = ${a.id}) as company,
        (select json_agg(w order by w.id) from dealer_workspaces w where w.dealer_id = ${a.id}) as workspaces,
        (select json_agg(l order by l.account_id, l.workspace_id) from dealer_manager_workspaces l
          join dealer_workspaces w on w.id = l.workspace_id where w.dealer_id = ${a.id}) as links`,
    ),
  );

/** The records of a response that are foreign to the caller: a dealer's record (it has `dealer_id`) with a foreign id. */
function leaks(body: unknown, foreign: readonly number[]): string[] {
  const found: string[] = [];
  const walk = (node: unknown) => {
    if (Array.isArray(node)) node.forEach(walk);
    else if (node && typeof node === 'object') {
      const rec = node as Rec;
      if (typeof rec.id === 'number' && foreign.includes(rec.id) && 'dealer_id' in rec) found.push(JSON.stringify(rec));
      Object.values(rec).forEach(walk);
    }
  };
  walk(body);
  return found;
}

describe('the wall between dealers', () => {
  it('covers every dealer route of the route table', () => {
    const routes = t.app.apiRoutes.filter(isDealerRoute);
    // the workspaces' list, show, create, update (PUT and PATCH) at the least; more join by themselves
    expect(routes.length).toBeGreaterThanOrEqual(5);
  });

  it('lets no dealer read or change another company’s or another workspace’s records, by any id anywhere', async () => {
    const before = await snapshotA();
    const walked: string[] = [];
    const found: string[] = [];
    for (const route of t.app.apiRoutes.filter(isDealerRoute)) {
      const methods = (Array.isArray(route.method) ? route.method : [route.method]).filter((m) => m !== 'HEAD');
      for (const method of methods) {
        for (const caller of callers) {
          for (const id of caller.foreign) {
            const send = (pathId: number) => {
              const path = route.url.replace(/:[a-z_]+/gi, String(pathId));
              const query = `?filter[dealer_id]=${a.id}&filter[id]=${id}&ids=${id}&dealer_id=${a.id}&workspace_id=${id}`;
              const body = { id, ids: [id], dealer_id: a.id, workspace_id: id, workspaces: [id], name: 'Захоплено' };
              return call(t.url, method, `${path}${method === 'GET' ? query : ''}`, {
                token: caller.token,
                json: method === 'GET' || method === 'DELETE' ? undefined : body,
              });
            };
            const res = await send(id);
            walked.push(`${method} ${route.url}`);
            const label = `${caller.name}: ${method} ${route.url} with ${id}`;
            expect(res.status, label).not.toBe(500);
            if (route.url.includes(':')) {
              // another company's (or workspace's) id answers exactly as an id that does not exist
              const missing = await send(999_999_999);
              expect({ status: res.status, body: res.body }, label).toEqual({
                status: missing.status,
                body: missing.body,
              });
              expect(res.status, label).toBeGreaterThanOrEqual(400);
            }
            found.push(...leaks(res.body, caller.foreign).map((leak) => `${label}: ${leak}`));
          }
        }
      }
    }
    expect(found).toEqual([]);
    expect(await snapshotA()).toBe(before);
    expect(walked.length).toBeGreaterThan(0);
  }, 120_000);
});

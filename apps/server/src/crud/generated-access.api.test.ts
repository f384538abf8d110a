import { apiMessages, type ResourceDef, readScope, statusFieldOf, writeScope } from '@kramar/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Body, byDependency, encoded, validBody } from '../test/resource-samples.ts';
import {
  type ApiResponse,
  call,
  createUser,
  ownerPassword,
  signIn,
  startTestApp,
  type TestApp,
} from '../test/test-app.ts';
import { loadResources } from './load-resources.ts';

/**
 * The scope matrix of every route of every declared resource (DESIGN §4, §7): generated from the
 * declarations, so a resource added later is covered with no change here.
 */

const resources = byDependency(await loadResources());

type Actor = 'guest' | 'unrelated' | 'reader' | 'editor' | 'owner';
const actors: Actor[] = ['guest', 'unrelated', 'reader', 'editor', 'owner'];
type Data = { data: Record<string, unknown> & { id: number } };
type Res = ApiResponse<Record<string, unknown>>;

let t: TestApp;
const tokens = new Map<string, string>();
/** One row of every resource, made by the owner: what reads find and denied writes must leave alone. */
const refs: Record<string, number> = {};

const tokenOf = (resource: ResourceDef, actor: Actor): string | undefined =>
  actor === 'guest' ? undefined : tokens.get(actor === 'owner' ? 'owner' : `${resource.name}:${actor}`);

async function createAsOwner(resource: ResourceDef, body: Body = validBody(resource, refs)): Promise<number> {
  const res = await call<Data>(t.url, 'POST', `/api/${resource.name}`, {
    token: tokens.get('owner'),
    ...encoded(body, 'form'),
  });
  if (res.status !== 201) throw new Error(`create ${resource.name}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data.id;
}

// a user and a row or two per resource: more than the default hook time on a busy machine
beforeAll(async () => {
  t = await startTestApp();
  tokens.set('owner', await signIn(t.url, { email: 'owner@kramar.test', password: ownerPassword }));
  const user = async (scopes: string[]) => signIn(t.url, await createUser(t.app, { scopes }));
  await Promise.all(
    resources.map(async (r) => {
      const [reader, editor] = await Promise.all([user([readScope(r)]), user([readScope(r), writeScope(r)])]);
      tokens.set(`${r.name}:reader`, reader);
      tokens.set(`${r.name}:editor`, editor);
    }),
  );
  // "unrelated": the editor of the next resource, who may read and write that one but not this one
  for (const [i, r] of resources.entries()) {
    const others = [...resources.slice(i + 1), ...resources.slice(0, i)];
    const other = others.find((o) => o.scope !== r.scope);
    const unrelated = other ? tokens.get(`${other.name}:editor`) : await user(['core.file-manager']);
    tokens.set(`${r.name}:unrelated`, unrelated as string);
  }
  for (const r of resources) refs[r.name] = await createAsOwner(r);
}, 180_000);
afterAll(() => t?.close());

const show = (resource: ResourceDef, id: number) =>
  call<Data>(t.url, 'GET', `/api/${resource.name}/${id}`, { token: tokens.get('owner') });

/** What a denied write must not change: the row count and the fixture row. */
async function snapshot(resource: ResourceDef) {
  const [list, row] = await Promise.all([
    call<{ meta: { total: number } }>(t.url, 'GET', `/api/${resource.name}?per_page=10`, {
      token: tokens.get('owner'),
    }),
    show(resource, refs[resource.name] as number),
  ]);
  return { total: list.body.meta?.total, status: row.status, row: row.body };
}

/** The state the last denied write left: only an allowed write (or a case that died midway) changes it. */
const lastSnapshot = new Map<string, Awaited<ReturnType<typeof snapshot>>>();

interface RouteCase {
  label: string;
  kind: 'read' | 'write' | 'directory';
  /** `allowed`: the actor may do it, so targets are rows it may really change. */
  run(token: string | undefined, allowed: boolean): Promise<Res>;
  /** After a 2xx: the change really happened. */
  check?(res: Res): Promise<void>;
}

function routesOf(r: ResourceDef): RouteCase[] {
  const base = `/api/${r.name}`;
  const id = () => refs[r.name] as number;
  const send = (method: string, path: string, token: string | undefined, opts: object = {}) =>
    call<Record<string, unknown>>(t.url, method, path, { token, ...opts });
  const sameAsShown = async (res: Res) => {
    const { data } = res.body as Data;
    const shown = await show(r, data.id);
    expect(shown.status).toBe(200);
    expect(shown.body.data).toEqual(data);
  };
  const routes: RouteCase[] = [
    {
      label: 'GET list',
      kind: 'read',
      run: (token) => send('GET', `${base}?per_page=100`, token),
      check: async (res) => expect((res.body.data as { id: number }[]).map((x) => x.id)).toContain(id()),
    },
    {
      label: 'GET show',
      kind: 'read',
      run: (token) => send('GET', `${base}/${id()}`, token),
      check: async (res) => expect((res.body as Data).data.id).toBe(id()),
    },
    {
      label: 'GET audit',
      kind: 'read',
      run: (token) => send('GET', `/api/audit?resource=${r.name}&id=${id()}`, token),
      check: async (res) =>
        expect(res.body.data).toEqual(expect.arrayContaining([expect.objectContaining({ action: 'create' })])),
    },
    {
      label: 'POST create (multipart)',
      kind: 'write',
      run: (token) => send('POST', base, token, encoded(validBody(r, refs), 'form')),
      check: async (res) => {
        expect(res.status).toBe(201);
        await sameAsShown(res);
      },
    },
    {
      label: 'PUT update (JSON)',
      kind: 'write',
      run: (token) => send('PUT', `${base}/${id()}`, token, encoded(validBody(r, refs), 'json')),
      check: sameAsShown,
    },
    {
      label: 'POST _method=PUT update (multipart)',
      kind: 'write',
      run: (token) =>
        send('POST', `${base}/${id()}`, token, encoded({ ...validBody(r, refs), _method: 'PUT' }, 'form')),
      check: sameAsShown,
    },
  ];
  if (r.extras.autocomplete) {
    routes.push({
      label: 'GET autocomplete',
      kind: 'read',
      run: (token) => send('GET', `${base}/autocomplete?search=`, token),
      check: async (res) => expect(Array.isArray(res.body.data)).toBe(true),
    });
  }
  if (r.extras.directory) {
    routes.push({
      label: `GET directories/${r.extras.directory}`,
      kind: 'directory',
      run: (token) => send('GET', `/api/directories/${r.extras.directory}`, token),
      check: async (res) => expect((res.body.data as { id: number }[]).map((x) => x.id)).toContain(id()),
    });
  }
  if (r.extras.delete) {
    let target = 0;
    routes.push({
      label: 'DELETE',
      kind: 'write',
      run: async (token, allowed) => {
        target = allowed ? await createAsOwner(r) : id();
        return send('DELETE', `${base}/${target}`, token);
      },
      check: async () => expect((await show(r, target)).status).toBe(404),
    });
  }
  if (r.extras.destroyBatch) {
    let targets: number[] = [];
    routes.push({
      label: 'POST destroy-batch',
      kind: 'write',
      run: async (token, allowed) => {
        targets = allowed ? await Promise.all([createAsOwner(r), createAsOwner(r)]) : [id()];
        return send('POST', `${base}/destroy-batch`, token, { json: { ids: targets } });
      },
      check: async () => {
        for (const target of targets) expect((await show(r, target)).status).toBe(404);
      },
    });
  }
  const statusField = statusFieldOf(r);
  const statusDef = statusField ? r.fields[statusField] : undefined;
  if (r.extras.batchStatus && statusField && statusDef?.kind === 'status') {
    let status = '';
    routes.push({
      label: 'POST batch/status',
      kind: 'write',
      run: async (token) => {
        const current = (await show(r, id())).body.data[statusField];
        status = statusDef.options.find((o) => o !== current) ?? String(current);
        return send('POST', `${base}/batch/status`, token, { json: { ids: [id()], status } });
      },
      check: async () => expect((await show(r, id())).body.data[statusField]).toBe(status),
    });
  }
  return routes;
}

/** Routes of extras the declaration leaves out: they must not exist, not even for the owner. */
function undeclaredExtras(r: ResourceDef): [string, string, string, boolean][] {
  const all: [keyof ResourceDef['extras'], string, string, boolean][] = [
    ['delete', 'DELETE', '/:id', false],
    ['destroyBatch', 'POST', '/destroy-batch', true],
    ['batchStatus', 'POST', '/batch/status', true],
    ['autocomplete', 'GET', '/autocomplete?search=', false],
  ];
  return all.filter(([extra]) => !r.extras[extra]);
}

// a section of one scope (SPEC §6 `foxy_link.edit`) has no reader apart from its editor
const allowedFor = (r: ResourceDef, route: RouteCase, actor: Actor): boolean =>
  actor === 'owner' ||
  actor === 'editor' ||
  (actor === 'reader' && (route.kind !== 'write' || readScope(r) === writeScope(r))) ||
  (actor === 'unrelated' && route.kind === 'directory');

for (const r of resources) {
  describe(`${r.name} (${readScope(r)} / ${writeScope(r)})`, () => {
    for (const route of routesOf(r)) {
      for (const actor of actors) {
        const allowed = actor !== 'guest' && allowedFor(r, route, actor);
        it(`${route.label}: ${actor} → ${allowed ? '2xx' : actor === 'guest' ? '401' : '403'}`, async () => {
          const denied = !allowed && route.kind === 'write';
          const before = denied ? (lastSnapshot.get(r.name) ?? (await snapshot(r))) : undefined;
          if (route.kind === 'write') lastSnapshot.delete(r.name);
          const res = await route.run(tokenOf(r, actor), allowed);
          const after = denied ? await snapshot(r) : undefined;
          if (after) lastSnapshot.set(r.name, after);
          if (allowed) {
            expect(res.status, JSON.stringify(res.body)).toBeGreaterThanOrEqual(200);
            expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
            await route.check?.(res);
            return;
          }
          expect(res.status).toBe(actor === 'guest' ? 401 : 403);
          expect(res.body.message).toBe(actor === 'guest' ? apiMessages.unauthenticated : apiMessages.forbidden);
          expect(after, 'a denied write changed the table').toEqual(before);
        });
      }
    }
    for (const [extra, method, suffix, withBody] of undeclaredExtras(r)) {
      it(`${method} ${suffix} (extras.${extra} not declared): owner → 404`, async () => {
        const before = await snapshot(r);
        const id = refs[r.name] as number;
        const json = withBody ? { ids: [id], status: 'active' } : undefined;
        const res = await call(t.url, method, `/api/${r.name}${suffix.replace(':id', String(id))}`, {
          token: tokens.get('owner'),
          json,
        });
        expect(res.status).toBe(404);
        expect(await snapshot(r)).toEqual(before);
      });
    }
  });
}

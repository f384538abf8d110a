import type { ResourceDef } from '@kramar/contract';
import { e2eBaseUrl } from './env.ts';
import { apiForm, newToken, type Picked, planRecord, referencesOf } from './resource-plan.ts';
import { byName } from './walked-resources.ts';

/** The walks' records made and cleared through the real API, as the owner. */

export async function api(token: string, method: string, path: string, body?: FormData): Promise<unknown> {
  const res = await fetch(`${e2eBaseUrl}/api/${path}`, { method, headers: { authorization: `Bearer ${token}` }, body });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} /api/${path}: ${res.status} ${text}`);
  return text ? JSON.parse(text) : undefined;
}

/** Creates a record through the API (a reference target, a second row the filters must leave out). */
export async function apiCreate(token: string, r: ResourceDef, body: FormData): Promise<Picked> {
  const { data } = (await api(token, 'POST', r.name, body)) as { data: Record<string, unknown> };
  return { id: Number(data.id), title: String(data[r.titleField]) };
}

export const apiDelete = (token: string, r: ResourceDef, id: number) => api(token, 'DELETE', `${r.name}/${id}`);

/**
 * Records the walk's references point at, made through the API (their own walks cover their screens);
 * a target's own required references are made first (an order's product needs its category).
 */
export async function makeReferences(
  token: string,
  r: ResourceDef,
): Promise<[Record<string, Picked>, () => Promise<void>]> {
  const made: [ResourceDef, number][] = [];
  const targetsOf = async (of: ResourceDef, required: boolean) => {
    const refs: Record<string, Picked> = {};
    for (const [name, target] of referencesOf(of, required)) {
      const def = byName.get(target);
      if (!def) throw new Error(`${of.name}.${name} points at an undeclared resource ${target}`);
      const picked = await apiCreate(token, def, apiForm(planRecord(def, newToken(), await targetsOf(def, true))));
      refs[name] = picked;
      made.push([def, picked.id]);
    }
    return refs;
  };
  const refs = await targetsOf(r, false);
  // a reference still held by a record that cannot be deleted (a staff member’s role), or one never
  // deleted at all (an order, a staff member), stays
  const drop = (def: ResourceDef, id: number) =>
    apiDelete(token, def, id).catch((error: Error) => {
      if (!/: (404|405|422) /.test(error.message)) throw error;
    });
  // the pointing record goes before what it points at
  return [
    refs,
    async () => {
      for (const [def, id] of made.reverse()) await drop(def, id);
    },
  ];
}

/**
 * The tokens a walk plans its records with. Every title carries its token, so the walk clears what
 * it made and nothing of the specs running beside it (a window of time would take their rows too).
 */
export function walkTokens() {
  const used: string[] = [];
  return {
    used,
    next() {
      const token = newToken();
      used.push(token);
      return token;
    },
  };
}

/**
 * Whatever a walk leaves behind, even when it fails half-way: the rows whose title carries one of
 * its tokens, a tree's deepest first. A row another spec still holds (a category naming an
 * attribute) or removed meanwhile is not this walk's to insist on.
 */
export async function clearAll(token: string, r: ResourceDef, tokens: readonly string[]) {
  const { data } = (await api(token, 'GET', `${r.name}?per_page=100&sort=-created_at`)) as {
    data: ({ id: number; depth?: number } & Record<string, unknown>)[];
  };
  const mine = data
    .filter((row) => {
      const title = String(row[r.titleField] ?? '').toLowerCase();
      return tokens.some((t) => title.includes(t));
    })
    .sort((a, b) => (b.depth ?? 0) - (a.depth ?? 0));
  for (const row of mine) {
    await apiDelete(token, r, row.id).catch((error: Error) => {
      if (!/: (404|405|422) /.test(error.message)) throw error;
    });
  }
}

import { apiMessages, crossRules, type Field, type ResourceDef } from '@kramar/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { badValues } from '../test/resource-bad-values.ts';
import {
  type Body,
  byDependency,
  caseChanged,
  encoded,
  hasFile,
  isUniqueField,
  type SampleValue,
  validBody,
} from '../test/resource-samples.ts';
import { call, ownerPassword, signIn, startTestApp, type TestApp } from '../test/test-app.ts';
import { loadResources } from './load-resources.ts';

/**
 * Bad input for every field of every declared resource (DESIGN §4): each answers a 4xx with the
 * message on the field at fault, never a 500, and writes nothing. Sampled, not multiplied out:
 * every rule of every field once (create and update in turn), missing and blank values on both,
 * and each kind of broken body on a third of the resources.
 */

const resources = byDependency(await loadResources());

type Data = { data: Record<string, unknown> & { id: number } };
type Reply = { message?: unknown; errors?: Record<string, unknown> };

let t: TestApp;
let token: string;
/** Per resource two rows: `first` holds the unique values to repeat, `second` is the one updated. */
const first: Record<string, Record<string, unknown>> = {};
const second: Record<string, number> = {};
const secondRow: Record<string, Record<string, unknown>> = {};
const refs: Record<string, number> = {};

// two rows per resource, images included: more than the default hook time on a busy machine
beforeAll(async () => {
  t = await startTestApp();
  token = await signIn(t.url, { email: 'owner@kramar.test', password: ownerPassword });
  for (const r of resources) {
    for (const slot of ['first', 'second'] as const) {
      const body = validBody(r, refs);
      const res = await call<Data>(t.url, 'POST', `/api/${r.name}`, { token, ...encoded(body, 'form') });
      if (res.status !== 201) throw new Error(`create ${r.name}: ${res.status} ${JSON.stringify(res.body)}`);
      if (slot === 'first') {
        first[r.name] = res.body.data;
        refs[r.name] = res.body.data.id;
      } else {
        second[r.name] = res.body.data.id;
        secondRow[r.name] = res.body.data;
      }
    }
  }
}, 180_000);
afterAll(() => t?.close());

/** What a refused request must leave as it was: the row count, the updated row and its history. */
async function snapshot(r: ResourceDef) {
  const id = second[r.name];
  const [list, row, audit] = await Promise.all([
    call<{ meta: { total: number } }>(t.url, 'GET', `/api/${r.name}?per_page=10`, { token }),
    call(t.url, 'GET', `/api/${r.name}/${id}`, { token }),
    call(t.url, 'GET', `/api/audit?resource=${r.name}&id=${id}`, { token }),
  ]);
  return { total: list.body.meta?.total, row: [row.status, row.body], audit: [audit.status, audit.body] };
}

type Snapshot = Awaited<ReturnType<typeof snapshot>>;
/** The state the previous case left, so each case costs one snapshot; dropped when a case dies midway. */
const lastSnapshot = new Map<string, Snapshot>();

const ukrainian = /[А-ЯІЇЄҐа-яіїєґ]/;

/** Messages on `field` itself or inside it (`blocks.0.type`, `synonyms.1`). */
const messagesOn = (errors: Record<string, unknown> | undefined, field: string): unknown[] =>
  Object.entries(errors ?? {})
    .filter(([key]) => key === field || key.startsWith(`${field}.`))
    .flatMap(([, messages]) => (Array.isArray(messages) ? messages : [messages]));

type Broken = [name: string, contentType: string, payload: string];

interface Case {
  name: string;
  /** The field the 422 must name; none for a malformed body (400/415 with a message). */
  field?: string;
  send(r: ResourceDef): Promise<{ status: number; body: unknown }>;
}

const path = (r: ResourceDef, mode: 'create' | 'update') =>
  mode === 'create' ? `/api/${r.name}` : `/api/${r.name}/${second[r.name]}`;

/** Create sends JSON (multipart once a file is in it); update goes as the web sends it: POST + _method=PUT. */
function sendBody(r: ResourceDef, mode: 'create' | 'update', body: Body, as?: 'json' | 'form') {
  if (mode === 'create') {
    return call(t.url, 'POST', path(r, mode), { token, ...encoded(body, as ?? (hasFile(body) ? 'form' : 'json')) });
  }
  if (as === 'json') return call(t.url, 'PUT', path(r, mode), { token, json: body });
  return call(t.url, 'POST', path(r, mode), { token, ...encoded({ ...body, _method: 'PUT' }, 'form') });
}

/** A body a client can break: JSON cut short, multipart whose boundary never comes, an unknown type. */
function malformedCases(mode: 'create' | 'update'): Case[] {
  const json: Broken = ['JSON cut short', 'application/json', '{"title": "Заголовок", '];
  const wrongBoundary: Broken = [
    'multipart with a wrong boundary',
    'multipart/form-data; boundary=kramar',
    '--other\r\nContent-Disposition: form-data; name="title"\r\n\r\nx\r\n--other--\r\n',
  ];
  const cutShort: Broken = [
    'multipart cut short',
    'multipart/form-data; boundary=kramar',
    '--kramar\r\nContent-Disposition: form-data; name="title"\r\n\r\nЗаголовок',
  ];
  const noBoundary: Broken = ['multipart without a boundary', 'multipart/form-data', 'title=x'];
  const unknownType: Broken = ['an unknown content type', 'text/plain', 'title=x'];
  // an update arrives as PUT or as POST + _method (the override must parse the body first)
  const sets: [string, Broken[]][] =
    mode === 'create'
      ? [['POST', [json, wrongBoundary, cutShort, noBoundary, unknownType]]]
      : [
          ['PUT', [json, cutShort, unknownType]],
          ['POST', [wrongBoundary, cutShort, noBoundary]],
        ];
  return sets.flatMap(([method, broken]) =>
    broken.map(([name, type, payload]) => ({
      name: `${method} ${name}`,
      send: (r: ResourceDef) => rawSend(method, path(r, mode), type, payload),
    })),
  );
}

async function rawSend(method: string, url: string, contentType: string, payload: string) {
  const res = await fetch(t.url + url, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
    body: payload,
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: the assertion on `message` reports it
  }
  return { status: res.status, body };
}

/** The value `first` holds, as another client would type it again (case changed where case does not count). */
function repeated(r: ResourceDef, name: string, field: Field): SampleValue {
  const value = first[r.name]?.[name];
  const caseless = ['text', 'textarea', 'email', 'path', 'slug'].includes(field.kind);
  return typeof value === 'string' && caseless ? caseChanged(value) : (value as SampleValue);
}

function casesOf(r: ResourceDef, mode: 'create' | 'update'): Case[] {
  const base = (): Body => (mode === 'create' ? validBody(r, refs) : {});
  const cases: Case[] = [];
  let turn = 0;
  for (const [name, field] of Object.entries(r.fields)) {
    if (field.readOnly) continue;
    for (const bad of badValues(field)) {
      // each bad value is sent once, on create (JSON) and on update (multipart) in turn: a field
      // with two or more meets both, and the matrix stays one request per rule
      if (sampleModes[turn++ % sampleModes.length] !== mode) continue;
      cases.push({
        name: `${name}: ${bad.label}`,
        field: name,
        send: () => sendBody(r, mode, { ...base(), [name]: bad.value }),
      });
    }
    const blankable = field.kind !== 'boolean' && field.kind !== 'strings' && field.kind !== 'blocks';
    if (field.required && blankable) {
      // a declared default fills a field a create leaves out, so only a blank one is missing then
      if (mode === 'create' && !('default' in field)) {
        cases.push({
          name: `${name}: missing`,
          field: name,
          send: () => {
            const { [name]: _, ...rest } = base();
            return sendBody(r, mode, rest);
          },
        });
      } else if (mode === 'create') {
        cases.push({ name: `${name}: blank`, field: name, send: () => sendBody(r, mode, { ...base(), [name]: null }) });
      } else {
        cases.push({
          name: `${name}: blank (JSON null)`,
          field: name,
          send: () => sendBody(r, mode, { [name]: null }, 'json'),
        });
        cases.push({
          name: `${name}: blank (multipart '')`,
          field: name,
          send: () => sendBody(r, mode, { [name]: '' }),
        });
      }
    }
    if (isUniqueField(field)) {
      cases.push({
        name: `${name}: repeats another row`,
        field: name,
        send: () => sendBody(r, mode, { ...base(), [name]: repeated(r, name, field) }),
      });
    }
  }
  cases.push(...crossCases(r, mode, base));
  cases.push({
    name: 'an unknown field',
    field: 'no_such_field',
    send: () => sendBody(r, mode, { ...base(), no_such_field: 'x' }),
  });
  // a broken body fails in the parser every route shares: each kind on every third resource in turn
  const shift = resources.indexOf(r);
  return [...cases, ...malformedCases(mode).filter((_, k) => (k + shift) % 3 === 0)];
}

const sampleModes = ['create', 'update'] as const;

/** An end before its start, a maximum below its minimum: 422 on the field that may not fall below. */
function crossCases(r: ResourceDef, mode: 'create' | 'update', base: () => Body): Case[] {
  return crossRules(r).flatMap(([name, floor, kind]) => {
    const field = r.fields[name] as Field;
    const floorField = r.fields[floor] as Field;
    const [low, high]: [string | number, string | number] =
      kind === 'date'
        ? [
            field.kind === 'date' ? '2026-01-01' : '2026-01-01T00:00:00Z',
            floorField.kind === 'date' ? '2026-12-31' : '2026-12-31T00:00:00Z',
          ]
        : [numberWithin(field, 0), numberWithin(floorField, 1_000_000)];
    const cases: Case[] = [
      {
        name: `${name}: below ${floor}`,
        field: name,
        send: () => sendBody(r, mode, { ...base(), [floor]: high, [name]: low }),
      },
    ];
    if (mode === 'update') {
      // the stored value of the other field counts too: only this one is sent
      cases.push({
        name: `${name}: below the stored ${floor}`,
        field: name,
        send: () => {
          const stored = secondRow[r.name]?.[floor];
          const below =
            kind === 'date' ? Date.parse(String(low)) < Date.parse(String(stored)) : Number(low) < Number(stored);
          if (!below) throw new Error(`the sample of ${floor} (${stored}) leaves no value below it for ${name}`);
          return sendBody(r, mode, { [name]: low }, 'json');
        },
      });
    }
    return cases;
  });
}

/** `v` moved inside the field's declared limits. */
const numberWithin = (field: Field, v: number): number => {
  const { min, max } = field as { min?: number; max?: number };
  return Math.min(max ?? v, Math.max(min ?? v, v));
};

for (const r of resources) {
  describe(r.name, () => {
    for (const mode of ['create', 'update'] as const) {
      describe(mode, () => {
        for (const c of casesOf(r, mode)) {
          it(`${c.name} → ${c.field ? `422 on ${c.field}` : '4xx'}`, async () => {
            const before = lastSnapshot.get(r.name) ?? (await snapshot(r));
            lastSnapshot.delete(r.name);
            const res = await c.send(r);
            const after = await snapshot(r);
            lastSnapshot.set(r.name, after);
            const body = res.body as Reply;
            if (c.field) {
              expect(res.status, JSON.stringify(body)).toBe(422);
              expect(body.message).toBe(apiMessages.validation);
              const messages = messagesOn(body.errors, c.field);
              expect(messages.length, `no message on ${c.field}: ${JSON.stringify(body.errors)}`).toBeGreaterThan(0);
              for (const m of messages) expect(m).toMatch(ukrainian);
            } else {
              expect(res.status, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
              expect(res.status, JSON.stringify(body)).toBeLessThan(500);
              expect(body.message).toMatch(ukrainian);
            }
            expect(after, 'the refused request changed the table, the row or its history').toEqual(before);
          });
        }
      });
    }
  });
}

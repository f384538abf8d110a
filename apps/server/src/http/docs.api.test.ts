import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestApp, type TestApp } from '../test/test-app.ts';

interface Operation {
  summary?: string;
  parameters?: { name: string; in: string }[];
  requestBody?: { content: Record<string, { schema?: unknown }> };
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}

let t: TestApp;
let paths: Record<string, Record<string, Operation>>;
beforeAll(async () => {
  t = await startTestApp();
  paths = (await call<{ paths: typeof paths }>(t.url, 'GET', '/api/docs/json')).body.paths;
});
afterAll(() => t.close());

const openApiPath = (url: string) => url.replace(/:([A-Za-z_]+)/g, '{$1}').replace(/\/$/, '');
const bodyMethods = new Set(['POST', 'PUT', 'PATCH']);

/** What is missing from one operation's documentation, in words; empty when it is whole. */
function gaps(method: string, url: string, op: Operation | undefined, noBody: boolean): string[] {
  if (!op) return ['not in the document'];
  const missing: string[] = [];
  if (!op.summary) missing.push('summary');
  for (const name of url.match(/:([A-Za-z_]+)/g) ?? []) {
    if (!op.parameters?.some((p) => p.in === 'path' && p.name === name.slice(1))) missing.push(`parameter ${name}`);
  }
  if (bodyMethods.has(method) && !noBody && !Object.values(op.requestBody?.content ?? {})[0]?.schema) {
    missing.push('request body');
  }
  const responses = Object.entries(op.responses ?? {});
  const ok = responses.filter(([code]) => code.startsWith('2'));
  if (!ok.some(([code, r]) => code === '204' || Object.values(r.content ?? {})[0]?.schema)) missing.push('answer');
  for (const code of ['500', '503']) if (!op.responses?.[code]) missing.push(`error ${code}`);
  if (!responses.some(([code]) => code === '401' || code === '429')) missing.push('error 401 or 429');
  return missing;
}

describe('the OpenAPI document', () => {
  it('documents every /api route of the route table: parameters, body, answer and errors', () => {
    const walked = t.app.apiRoutes.flatMap((route) =>
      (Array.isArray(route.method) ? route.method : [route.method])
        .filter((m) => m !== 'HEAD' && m !== 'OPTIONS')
        .map((method) => {
          const op = paths[openApiPath(route.url)]?.[method.toLowerCase()];
          const missing = gaps(method, route.url, op, Boolean(route.config?.docs?.noBody));
          return missing.length ? `${method} ${route.url}: ${missing.join(', ')}` : '';
        }),
    );
    // the walk covers the whole API, not a sample (184 bodies and 113 reads when this test was written)
    expect(walked.length).toBeGreaterThan(300);
    expect(walked.filter(Boolean)).toEqual([]);
  });

  it('gives each route the errors it can answer: 403 for a scope, 404 for an id, 422 for input', () => {
    const update = paths['/api/units/{id}']?.put?.responses ?? {};
    expect(Object.keys(update)).toEqual(expect.arrayContaining(['200', '401', '403', '404', '422', '500', '503']));
    const signIn = paths['/api/auth']?.post?.responses ?? {};
    expect(Object.keys(signIn)).toEqual(expect.arrayContaining(['429', '422']));
    expect(Object.keys(signIn)).not.toContain('403');
    expect(JSON.stringify(update['422'])).toContain('"errors"');
  });
});

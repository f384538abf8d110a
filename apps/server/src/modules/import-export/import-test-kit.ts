import { expect } from 'vitest';
import type { JobView } from '../../jobs/routes.ts';
import { call, freshIp, type TestApp } from '../../test/test-app.ts';

/** What the API tests of import and export share: upload, check, import and download over HTTP. */
export interface Uploaded {
  upload: string;
  columns: string[];
  mapping: Record<string, string | null>;
}

export interface CheckReport {
  summary: { total: number; create: number; update: number; unchanged: number; error: number };
  rows: { row: number; action: string; key: string | null; message?: string }[];
}

export interface ImportResult {
  total: number;
  created: number;
  updated: number;
  unchanged: number;
  failed: number;
}

export const csvFile = (lines: string[]) => `\uFEFF${lines.join('\r\n')}\r\n`;

export function importKit(t: TestApp, token: string) {
  const upload = async (bytes: Buffer | string, resource = 'products', filename = 'file.csv') => {
    const form = new FormData();
    form.append('file', new Blob([bytes]), filename);
    const res = await call<{ data: Uploaded }>(t.url, 'POST', `/api/${resource}/import`, { token, form });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data;
  };
  const finished = async (id: number): Promise<JobView> => {
    for (let i = 0; i < 1200; i++) {
      const job = (await call<{ data: JobView }>(t.url, 'GET', `/api/jobs/${id}`, { token })).body.data;
      if (job.status === 'done' || job.status === 'failed') return job;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error('the job did not finish');
  };
  const job = async (resource: string, up: Uploaded, step: 'dry-run' | 'apply', mapping?: Record<string, string>) => {
    const chosen =
      mapping ?? Object.fromEntries(Object.entries(up.mapping).filter((e): e is [string, string] => !!e[1]));
    const started = await call<{ data: JobView }>(t.url, 'POST', `/api/${resource}/import/${up.upload}/${step}`, {
      token,
      json: { mapping: chosen, mode: 'upsert' },
    });
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    const done = await finished(started.body.data.id);
    expect(done.status, JSON.stringify(done.result)).toBe('done');
    return done;
  };
  return {
    upload,
    /** The check of an upload, with the mapping the server suggested unless one is given. */
    check: async (resource: string, up: Uploaded, mapping?: Record<string, string>) =>
      (await job(resource, up, 'dry-run', mapping)).result as CheckReport,
    apply: async (resource: string, up: Uploaded, mapping?: Record<string, string>) => {
      const done = await job(resource, up, 'apply', mapping);
      return { result: done.result as ImportResult, errors: done.errors };
    },
    download: async (path: string) => {
      const res = await fetch(t.url + path, {
        headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': freshIp() },
      });
      expect(res.status).toBe(200);
      return Buffer.from(await res.arrayBuffer());
    },
  };
}

import { randomBytes } from 'node:crypto';
import { apiMessages, readScope, writeScope } from '@kramar/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  type ResourceHooks,
  type ResourceRoutesContext,
  registerResourceHooks,
  type SaveContext,
} from '../../crud/hooks.ts';
import { idOf, userOf } from '../../crud/route-params.ts';
import { type Db, queryRows } from '../../db/client.ts';
import { AppError, validationError } from '../../http/errors.ts';
import { sendStream } from '../../http/stream-reply.ts';
import { registerJobKind, startJob } from '../../jobs/jobs.ts';
import type { Storage } from '../../storage/storage.ts';
import { buildFeed, extOf, feedPath, skippedPath } from './build.ts';
import { feedMessages } from './messages.ts';
import { feedJobKind, nextRunFor, planFeed } from './schedule.ts';

// one set of hooks per resource (tests build many apps): they read the latest app's storage and time zone
const current: { storage?: Storage; tz: string } = { tz: 'Europe/Kyiv' };
export const newToken = (): string => randomBytes(24).toString('base64url');

const docs = {
  refresh: {
    noBody: true as const,
    response: { 200: z.object({ data: z.object({ job: z.number().int() }) }) },
  },
  token: {
    noBody: true as const,
    response: { 200: z.object({ data: z.object({ token: z.string() }) }) },
  },
  skipped: {
    response: {
      200: z.string().describe('text/csv: товари, яких немає у фіді останньої збірки, і чому (без ціни, без фото…)'),
    },
  },
};

async function checkValues({ tx, values, before, mode }: SaveContext): Promise<void> {
  const v = (k: string) => (k in values ? values[k] : before?.[k]);
  const errors: Record<string, string[]> = {};
  if (v('schedule') === 'daily' && !v('daily_at')) errors.daily_at = [feedMessages.dailyAt];
  const rule = v('price_rule');
  const percent = v('price_percent');
  if (rule !== 'none' && rule !== undefined && (percent === null || percent === undefined || Number(percent) <= 0)) {
    errors.price_percent = [feedMessages.percent];
  }
  if (rule === 'discount' && Number(percent) >= 100) errors.price_percent = [feedMessages.discount];
  if (Object.keys(errors).length) throw validationError(errors);
  if (mode === 'create') values.token = newToken();
  values.next_run_at = await nextRunFor(
    tx,
    { status: v('status') ?? 'active', schedule: v('schedule') ?? 'manual', daily_at: v('daily_at') },
    current.tz,
  );
}

async function feedOr404(db: Db, id: number): Promise<{ id: number; token: string; format: string }> {
  const [row] = await queryRows<{ id: number | string; token: string; format: string }>(
    db,
    sql`select id, token, format from feeds where id = ${id}`,
  );
  if (!row) throw new AppError(404, apiMessages.notFound);
  return { ...row, id: Number(row.id) };
}

function feedRoutes(storage: Storage) {
  return (app: FastifyInstance, { resource, db }: ResourceRoutesContext): void => {
    const read = { access: { scope: readScope(resource) } };
    const write = { access: { scope: writeScope(resource) } };
    const tags = [resource.name];

    app.post(
      '/:id/refresh',
      { schema: { summary: 'Зібрати фід зараз (фонове завдання)', tags }, config: { ...write, docs: docs.refresh } },
      async (request) => {
        const feed = await feedOr404(db, idOf(request));
        const job = await startJob(db, feedJobKind, { feedId: feed.id }, userOf(request).id);
        return { data: { job: job.id } };
      },
    );

    // a new secret address: the files move to it, the old address answers 404 from now on
    app.post(
      '/:id/token',
      { schema: { summary: 'Змінити публічне посилання фіду', tags }, config: { ...write, docs: docs.token } },
      async (request) => {
        const feed = await feedOr404(db, idOf(request));
        const token = newToken();
        await db.execute(sql`update feeds set token = ${token}, updated_at = now() where id = ${feed.id}`);
        const ext = extOf(feed.format);
        await storage.move(feedPath(feed.id, feed.token, ext), feedPath(feed.id, token, ext)).catch(() => {});
        await storage.move(skippedPath(feed.id, feed.token), skippedPath(feed.id, token)).catch(() => {});
        return { data: { token } };
      },
    );

    app.get(
      '/:id/skipped',
      { schema: { summary: 'Пропущені товари останньої збірки (CSV)', tags }, config: { ...read, docs: docs.skipped } },
      async (request, reply) => {
        const feed = await feedOr404(db, idOf(request));
        const file = await storage.open(skippedPath(feed.id, feed.token));
        if (!file) throw new AppError(404, feedMessages.noSkipped);
        reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="feed-${feed.id}-skipped.csv"`)
          .header('content-length', file.size);
        return sendStream(reply, file.body);
      },
    );
  };
}

const storageOf = (): Storage => {
  if (!current.storage) throw new Error('registerFeeds was not called');
  return current.storage;
};

const hooks: ResourceHooks = {
  beforeSave: checkValues,
  afterStatus: async ({ tx, changed }) => {
    for (const { id } of changed) await planFeed(tx, id, current.tz);
  },
  beforeDelete: async ({ tx, ids }) => {
    const rows = await queryRows<{ id: number | string; token: string; format: string }>(
      tx,
      sql`select id, token, format from feeds where id = any(${`{${ids.join(',')}}`}::bigint[])`,
    );
    for (const r of rows) {
      await storageOf()
        .remove(feedPath(Number(r.id), r.token, extOf(r.format)))
        .catch(() => {});
      await storageOf()
        .remove(skippedPath(Number(r.id), r.token))
        .catch(() => {});
    }
  },
  extraRoutes: (app, ctx) => feedRoutes(storageOf())(app, ctx),
};

/** Plugs feeds into the generic engine and declares their build job; call before the CRUD routes are built. */
export function registerFeeds(storage: Storage, shopTimeZone: string): void {
  current.storage = storage;
  current.tz = shopTimeZone;
  registerJobKind<{ feedId: number }, unknown>(feedJobKind, (params, ctx) =>
    buildFeed(ctx.db, storage, Number(params.feedId), ctx),
  );
  registerResourceHooks('feeds', hooks);
}

import { createHash } from 'node:crypto';
import { defineMessages } from '@kramar/contract';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Db } from '../db/client.ts';
import { idempotencyKeys } from '../db/idempotency-table.ts';
import { AppError, validationError } from '../http/errors.ts';
import { UploadedFile } from '../http/nested-fields.ts';
import { userOf } from './route-params.ts';

/**
 * Retries that do not double (DESIGN §7): a create sent with an `Idempotency-Key` header is done
 * once per caller, route and key. Its answer is stored in the create's own transaction, so a
 * client whose answer was lost (a 503 while the commit went through) gets that answer on retry
 * rather than a second record; the same key with another body is a 422.
 */
export const idempotencyMessages = defineMessages(
  {
    key: 'Заголовок Idempotency-Key має містити від 1 до 255 видимих символів ASCII.',
    reused: 'Цей Idempotency-Key уже використано для запиту з іншими даними. Для нового запиту візьміть новий ключ.',
  },
  {
    key: 'The Idempotency-Key header must hold from 1 to 255 visible ASCII characters.',
    reused: 'This Idempotency-Key was already used for a request with other data. Use a new key for a new request.',
  },
);

/** How long an answer is kept for a retry: a client retries within minutes, a day is generous. */
export const idempotencyTtlHours = 24;

export interface Answer {
  status: number;
  body: unknown;
}

const header = 'idempotency-key';

function keyOf(request: FastifyRequest): string | undefined {
  const raw = request.headers[header];
  if (raw === undefined) return undefined;
  if (typeof raw !== 'string' || !/^[\x21-\x7e](?:[\x20-\x7e]{0,253}[\x21-\x7e])?$/.test(raw)) {
    throw validationError({ [header]: [idempotencyMessages.key] });
  }
  return raw;
}

/** Plain JSON with keys in order, a file as its name, type and size: one request, one fingerprint. */
function canonical(value: unknown): unknown {
  if (value instanceof UploadedFile) return { file: value.filename, type: value.mimetype, size: value.size };
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, canonical((value as Record<string, unknown>)[k])]),
    );
  }
  return value;
}

const fingerprintOf = (body: unknown): string =>
  createHash('sha256')
    .update(JSON.stringify(canonical(body ?? null)))
    .digest('hex');

/**
 * Answers `run`'s result, once per `Idempotency-Key`. Without the header `run` simply runs. With
 * it, the key is claimed first in a transaction `run` then writes in: a second request with the
 * key waits on that claim until the first commits, then answers the stored result without
 * writing (header `Idempotent-Replayed: true`); should the first fail, nothing was stored and
 * the second runs as if first.
 */
export async function once(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  run: (db: Db) => Promise<Answer>,
): Promise<FastifyReply> {
  const key = keyOf(request);
  if (key === undefined) {
    const answer = await run(db);
    return reply.status(answer.status).send(answer.body);
  }
  const where = {
    caller: String(userOf(request).id),
    route: `${request.method} ${request.url.split('?', 1)[0]}`,
    key,
  };
  const matches = and(
    eq(idempotencyKeys.caller, where.caller),
    eq(idempotencyKeys.route, where.route),
    eq(idempotencyKeys.key, where.key),
  );
  const fingerprint = fingerprintOf(request.body);
  const expires = sql`now() + make_interval(hours => ${idempotencyTtlHours})`;
  const answer = await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    // a key past its day is free again, whatever the purge has not swept yet
    const claimed = await tx
      .insert(idempotencyKeys)
      .values({ ...where, fingerprint, expires_at: expires })
      .onConflictDoUpdate({
        target: [idempotencyKeys.caller, idempotencyKeys.route, idempotencyKeys.key],
        set: { fingerprint, status: null, body: null, created_at: sql`now()`, expires_at: expires },
        setWhere: lt(idempotencyKeys.expires_at, sql`now()`),
      })
      .returning({ key: idempotencyKeys.key });
    if (claimed.length === 0) {
      const [stored] = await tx.select().from(idempotencyKeys).where(matches);
      if (!stored || stored.fingerprint !== fingerprint || stored.status === null || stored.body === null) {
        throw new AppError(422, idempotencyMessages.reused, { [header]: [idempotencyMessages.reused] });
      }
      return { status: stored.status, body: stored.body, replayed: true };
    }
    const first = await run(tx);
    const body = JSON.stringify(first.body);
    await tx.update(idempotencyKeys).set({ status: first.status, body }).where(matches);
    return { status: first.status, body, replayed: false };
  });
  if (answer.replayed) reply.header('idempotent-replayed', 'true');
  return reply.status(answer.status).type('application/json; charset=utf-8').send(answer.body);
}

/** Answers kept past their day go, on every instance (a few rows a sweep: the index finds them). */
export async function purgeIdempotencyKeys(db: Db): Promise<void> {
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.expires_at, sql`now()`));
}

const purgeIntervalMs = 10 * 60 * 1000;

export function sweepIdempotencyKeys(app: FastifyInstance, db: Db): void {
  // unref'd: a pending sweep never keeps the process alive; cleared when the app closes
  const timer = setInterval(() => {
    purgeIdempotencyKeys(db).catch((err: unknown) => app.log.warn({ err }, 'idempotency keys could not be purged'));
  }, purgeIntervalMs);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}

/** The header, for the OpenAPI document of a create. */
export const idempotencyHeaderDoc = z.object({
  'idempotency-key': z
    .string()
    .max(255)
    .optional()
    .describe(
      'Ключ повтору (наприклад, UUID): повторний запит з тим самим ключем і тілом отримує першу відповідь ' +
        `і нічого не створює (заголовок Idempotent-Replayed: true); той самий ключ з іншим тілом — 422. Ключ живе ${idempotencyTtlHours} год.`,
    ),
});

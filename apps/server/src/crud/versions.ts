import { defineMessages, type ResourceRecord } from '@kramar/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import { AppError, validationError } from '../http/errors.ts';

/**
 * Writes are exact (DESIGN §7): an update names the version of the record it was based on, its
 * `updated_at` as the API gave it (in the body, or as `If-Match` with the ETag of a show), and a
 * record changed since then is a 409 with the record as it is now, never a silent overwrite. The
 * check runs on the row read under the save's lock, so no other write can slip in between.
 */
export const versionMessages = defineMessages(
  {
    stale:
      'Цей запис щойно змінив хтось інший, тож ваші зміни не збережено. Перегляньте, яким він став, і внесіть зміни знову.',
    staleRows:
      'Деякі рядки щойно змінив хтось інший, тож жодну зміну не збережено. Перегляньте, якими вони стали, і внесіть зміни знову.',
    staleRow: 'Цей рядок щойно змінив хтось інший.',
    version: 'Некоректна версія запису: оновіть сторінку й спробуйте знову.',
  },
  {
    stale:
      'Someone else has just changed this record, so your changes were not saved. See what it is now and make them again.',
    staleRows:
      'Someone else has just changed some of these rows, so no change was saved. See what they are now and make your changes again.',
    staleRow: 'Someone else has just changed this row.',
    version: 'Invalid record version: reload the page and try again.',
  },
);

/** The instant of `updated_at` an update was based on, in milliseconds (the API's precision). */
export type Version = number;

const iso = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}:\d{2}(\.\d{1,6})?(Z|[+-]\d{2}(:?\d{2})?)$/;

/**
 * A version as sent: an ISO time, bare or as an entity tag (`"…"`, `W/"…"`); nothing or `*` (any
 * version) is no version at all. Anything else is a 422 on `field`.
 */
export function parseVersion(raw: unknown, field: string): Version | undefined {
  if (raw === undefined || raw === null || raw === '' || raw === '*') return undefined;
  const text =
    typeof raw === 'string'
      ? raw
          .trim()
          .replace(/^W\//, '')
          .replace(/^"(.*)"$/, '$1')
      : '';
  const time = iso.test(text) ? Date.parse(text) : Number.NaN;
  if (Number.isNaN(time)) throw validationError({ [field]: [versionMessages.version] });
  return time;
}

/** The ETag of a record: its `updated_at`, which every write moves on. */
export const etagOf = (record: ResourceRecord): string => `"${String(record.updated_at)}"`;

/**
 * An update's body without its version, and the version: `updated_at` in the body, else the
 * `If-Match` header. A body without either is still taken as it was before versions existed.
 */
export function updateVersion(request: FastifyRequest): { body: unknown; version: Version | undefined } {
  const body = request.body;
  if (body && typeof body === 'object' && !Array.isArray(body) && 'updated_at' in body) {
    const { updated_at: sent, ...rest } = body as Record<string, unknown>;
    return { body: rest, version: parseVersion(sent, 'updated_at') };
  }
  return { body, version: ifMatchVersion(request) };
}

/** The version of `If-Match`, for routes that write a record with a body of their own. */
export const ifMatchVersion = (request: FastifyRequest): Version | undefined =>
  parseVersion(request.headers['if-match'], 'updated_at');

/** The version a record read now is: what a route that reads, works out and saves passes on. */
export const versionOfRecord = (record: ResourceRecord): Version => Date.parse(String(record.updated_at));

/** True when the record is no longer the version an update was based on. */
export const isStale = (record: ResourceRecord, version: Version | undefined): boolean =>
  version !== undefined && versionOfRecord(record) !== version;

/** The 409 of a stale update: the record as it is now travels with it, for the editor to compare. */
export function refuseStale(current: ResourceRecord, version: Version | undefined): void {
  if (isStale(current, version)) throw new AppError(409, versionMessages.stale, undefined, current);
}

/**
 * The `updated_at` a write gives a row: now, yet at least a millisecond past the one it had. The
 * API speaks milliseconds and PostgreSQL keeps microseconds, so two writes within one millisecond
 * would otherwise look like one version and the second's editor would pass the check.
 */
export const nextVersion = (updatedAt: PgColumn): SQL => sql`greatest(now(), ${updatedAt} + interval '1 millisecond')`;

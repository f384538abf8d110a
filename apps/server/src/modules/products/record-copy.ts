import { basename } from 'node:path';
import { buffer } from 'node:stream/consumers';
import type { ResourceDef, ResourceRecord } from '@kramar/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/client.ts';
import { UploadedFile } from '../../http/nested-fields.ts';
import type { Storage } from '../../storage/storage.ts';

/**
 * A record's values as a create body of `target` (the same resource, or a product made from a
 * sandbox item): what the target can take, children without their row ids, the slug left to be
 * made anew, and the gallery left to the caller (its files are copied, see `copyImages`).
 */
export function createBody(target: ResourceDef, record: ResourceRecord): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(target.fields)) {
    if (field.readOnly || field.kind === 'slug' || field.kind === 'images' || !(name in record)) continue;
    const value = record[name];
    body[name] =
      field.kind === 'children' && Array.isArray(value)
        ? value.map(({ id: _id, ...row }: Record<string, unknown>) => row)
        : value;
  }
  return body;
}

/**
 * Stored images as new uploads, so the new record owns files of its own: a file removed with one
 * record (or left out of its gallery) never leaves the other pointing at nothing. A file already
 * gone from the storage is skipped.
 */
export async function copyImages(storage: Storage, paths: readonly string[]): Promise<UploadedFile[]> {
  const files: UploadedFile[] = [];
  for (const path of paths) {
    const stored = await storage.open(path);
    if (!stored) continue;
    files.push(new UploadedFile(basename(path), stored.contentType, await buffer(stored.body)));
  }
  return files;
}

/** The first of `SKU-copy`, `SKU-copy-2`… no product holds (SKUs are unique without case). */
export async function freeSku(db: Db, table: string, sku: string): Promise<string> {
  const max = 64;
  const base = sku.slice(0, max - '-copy-99'.length);
  const candidates = [`${base}-copy`, ...Array.from({ length: 98 }, (_, i) => `${base}-copy-${i + 2}`)];
  const rows = await queryRows<{ sku: string }>(
    db,
    sql`select lower(sku) as sku from ${sql.identifier(table)} where lower(sku) in (${sql.join(
      candidates.map((c) => sql`${c.toLowerCase()}`),
      sql`, `,
    )})`,
  );
  const taken = new Set(rows.map((r) => r.sku));
  return candidates.find((c) => !taken.has(c.toLowerCase())) ?? `${base}-${Date.now().toString(36)}`;
}

import type { OptionItem, ResourceDef } from '@kramar/contract';
import { and, asc, inArray } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { validationError } from '../http/errors.ts';
import { isContainsFilter } from './field-kinds.ts';
import { queryText } from './filters.ts';
import { hooksFor } from './hooks.ts';
import { crudMessages } from './messages.ts';
import { searchableFields, searchWhere } from './search.ts';
import type { ResourceTable } from './tables.ts';

/** Resources a reference field points at: their pickers need autocomplete whatever the extras say. */
export const hasAutocomplete = (resource: ResourceDef, all: readonly ResourceDef[]): boolean =>
  Boolean(resource.extras.autocomplete) ||
  all.some((r) => Object.values(r.fields).some((f) => f.kind === 'reference' && f.resource === resource.name));

/**
 * GET /api/{name}/autocomplete?search=&limit=&ids=: options labelled by the title field.
 * `ids=3,7` answers those records, so a picker can show the label of the value it holds.
 */
export async function autocomplete(
  db: Db,
  resource: ResourceDef,
  table: ResourceTable,
  query: Record<string, unknown>,
): Promise<OptionItem[]> {
  const limitText = queryText(query.limit);
  const limit = limitText === '' ? 20 : Number(limitText);
  const idsText = queryText(query.ids).trim();
  const ids = idsText ? idsText.split(',').map((v) => v.trim()) : [];
  const errors: Record<string, string[]> = {};
  if (!Number.isInteger(limit) || limit < 1 || limit > 100) errors.limit = [crudMessages.limit];
  if (ids.length > 100 || !ids.every((v) => /^\d{1,15}$/.test(v))) errors.ids = [crudMessages.ids];
  if (Object.keys(errors).length) throw validationError(errors);

  const title = resource.titleField;
  const titleField = resource.fields[title];
  const textFields = [
    ...new Set([...(titleField && isContainsFilter(titleField) ? [title] : []), ...searchableFields(resource)]),
  ];
  const q = queryText(query.search).trim();
  // what a module's list search adds (an order by its number, a phone typed with spaces) finds here too
  const search = q ? searchWhere(resource, table, q, textFields) : undefined;
  const byId = ids.length ? inArray(table.id as PgColumn, ids.map(Number)) : undefined;
  const hints = (resource.hintFields ?? []).filter((name) => table[name] !== undefined);
  const hintColumns = Object.fromEntries(hints.map((name) => [`hint_${name}`, table[name] as PgColumn]));
  const rows = await db
    .select({ id: table.id as PgColumn, label: table[title] as PgColumn, ...hintColumns })
    .from(table)
    .where(and(search, byId, hooksFor(resource.name).rows))
    .orderBy(asc(table[title] as PgColumn), asc(table.id as PgColumn))
    .limit(limit);
  return rows.map((r) => {
    const row = r as Record<string, unknown>;
    const hint = hints
      .map((name) => row[`hint_${name}`])
      .filter((v) => v !== null && v !== undefined && v !== '')
      .join(' · ');
    return { id: Number(r.id), label: r.label === null ? '' : String(r.label), ...(hint ? { hint } : {}) };
  });
}

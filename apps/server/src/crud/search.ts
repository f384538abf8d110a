import type { Field, ResourceDef } from '@kramar/contract';
import { and, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { isContainsFilter } from './field-kinds.ts';
import { likeContains } from './filters.ts';
import { hooksFor } from './hooks.ts';
import type { ResourceTable } from './tables.ts';

const maxSearch = 200;

/** A field `search` looks in: a text column, or a list of strings (its items, as one text). */
const isSearchable = (field: Field): boolean =>
  Boolean(field.searchable) && (isContainsFilter(field) || field.kind === 'strings');

/** The fields `search` looks in. */
export const searchableFields = (resource: ResourceDef): string[] =>
  Object.entries(resource.fields)
    .filter(([, f]) => isSearchable(f))
    .map(([name]) => name);

/** What a field's search reads: the column, or a list's items as the text its trigram index holds (tables.ts). */
const searchedText = (field: Field, column: PgColumn): SQL | PgColumn =>
  field.kind === 'strings' ? sql`(${column}::text)` : column;

/**
 * The word of a query of several words the trigram index looks up alone: one with a digit (a
 * model, a code). GIN reads a posting list per trigram, and a word in most names (the Ukrainian
 * for "smartphone" or "model") makes it read most of the index; a model number is rare, and the
 * few rows it finds are checked against the whole query (issue 9: "model 12345" in a million
 * names, 33 ms -> 0.7 ms).
 */
export function rareWord(q: string): string | undefined {
  const words = q.split(/\s+/).filter(Boolean);
  if (words.length < 2) return undefined;
  return words.filter((w) => w.length >= 3 && /\d/.test(w)).sort((a, b) => b.length - a.length)[0];
}

/** Searches text columns with ILIKE '%q%' (served by their trigram indexes). */
function searchCondition(resource: ResourceDef, table: ResourceTable, q: string, fields?: string[]) {
  const names = fields ?? searchableFields(resource);
  const text = q.slice(0, maxSearch);
  const pattern = likeContains(text);
  const word = rareWord(text);
  return or(
    ...names.map((n) => {
      const field = resource.fields[n];
      const column = field ? searchedText(field, table[n] as PgColumn) : (table[n] as PgColumn);
      if (!word) return ilike(column, pattern);
      // `column || ''` is no indexed column: the whole query is checked on the rows the word found
      return and(ilike(column, likeContains(word)), sql`(${column} || '') ilike ${pattern}`);
    }),
  );
}

/**
 * The rows `search=` finds: the fields' (`fields`, the searchable ones unless given) and what the
 * resource's module adds, or only what the module reads its own way (a phone read out by a caller).
 * Undefined when nothing can be searched.
 */
export function searchWhere(resource: ResourceDef, table: ResourceTable, q: string, fields?: string[]) {
  const hooks = hooksFor(resource.name);
  const text = q.slice(0, maxSearch);
  const instead = hooks.searchInstead?.(text);
  if (instead) return instead;
  const names = fields ?? searchableFields(resource);
  const own = names.length ? searchCondition(resource, table, q, names) : undefined;
  const extra = hooks.search?.(text);
  return own && extra ? or(own, extra) : (own ?? extra);
}

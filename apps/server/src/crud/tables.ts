import type { Field, ResourceDef } from '@kramar/contract';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  type PgColumnBuilderBase,
  type PgTableExtraConfigValue,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  decimalPrecision,
  decimalScale,
  isCaseInsensitive,
  isContainsFilter,
  isRelation,
  isSecret,
  isUnique,
} from './field-kinds.ts';
import { buildRelationTables } from './relations.ts';

function makeTable(name: string, columns: Record<string, PgColumnBuilderBase>) {
  return pgTable(name, columns);
}

/** The drizzle table of a resource: `id`, one column per field, `created_at`, `updated_at`. */
export type ResourceTable = ReturnType<typeof makeTable>;

export type Lookup = (resource: string) => ResourceTable;

function withDefault<B extends { default(v: unknown): unknown }>(builder: B, value: unknown): B {
  return value === undefined ? builder : (builder.default(value) as B);
}

export function columnFor(name: string, field: Field, lookup: Lookup): PgColumnBuilderBase {
  switch (field.kind) {
    case 'text':
      // a code made from its source when left empty is never null, as a slug
      return field.from ? text(name).notNull() : withDefault(text(name), field.default);
    case 'textarea':
    case 'url':
    case 'email':
    case 'color':
      return withDefault(text(name), field.default);
    case 'slug':
      // filled from its source when left empty, so never null
      return text(name).notNull();
    case 'path':
    case 'richtext':
    case 'image':
      return text(name);
    case 'integer':
      return withDefault(integer(name), field.default);
    case 'decimal':
      return withDefault(
        numeric(name, { precision: decimalPrecision, scale: decimalScale(field), mode: 'number' }),
        field.default,
      );
    case 'money':
      return withDefault(bigint(name, { mode: 'number' }), field.default);
    case 'boolean':
      return boolean(name)
        .notNull()
        .default(field.default ?? false);
    case 'enum':
    case 'status':
      return withDefault(text(name), field.default);
    case 'date':
      return date(name, { mode: 'string' });
    case 'datetime':
      return timestamp(name, { withTimezone: true, mode: 'string' });
    case 'reference':
      return bigint(name, { mode: 'number' }).references((): AnyPgColumn => lookup(field.resource).id as AnyPgColumn, {
        onDelete: field.onDelete ?? 'set null',
      });
    case 'strings':
    case 'blocks':
    case 'images':
      return jsonb(name).notNull().default([]);
    case 'references':
    case 'children':
      throw new Error(`${name}: ${field.kind} live in a table of their own (relations.ts)`);
    case 'password':
      throw new Error(`${name}: a secret has no column of the record`);
  }
}

function tableFor(resource: ResourceDef, lookup: Lookup): ResourceTable {
  const columns: Record<string, PgColumnBuilderBase> = {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  };
  for (const [name, field] of Object.entries(resource.fields)) {
    if (isRelation(field) || isSecret(field)) continue;
    const column = columnFor(name, field, lookup) as PgColumnBuilderBase & { notNull(): PgColumnBuilderBase };
    // a required reference stays nullable: deleting its target sets it to null rather than failing
    columns[name] = field.required && field.kind !== 'reference' ? column.notNull() : column;
  }
  if (resource.tree) {
    // kept by the engine (tree.ts): a subtree is `path LIKE '/1/5/%'` on one index
    columns.depth = integer('depth').notNull().default(0);
    columns.path = text('path').notNull().default('');
  }
  columns.created_at = timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow();
  columns.updated_at = timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow();

  const t = resource.table;
  return pgTable(t, columns, (c) => {
    const col = (name: string) => c[name] as NonNullable<(typeof c)[string]>;
    const out: PgTableExtraConfigValue[] = [];
    if (resource.tree) out.push(index(`${t}_path_idx`).on(col('path').op('text_pattern_ops')));
    for (const [name, field] of Object.entries(resource.fields)) {
      if (isRelation(field) || isSecret(field)) continue;
      const value = isCaseInsensitive(field) ? sql`lower(${col(name)})` : col(name);
      if (isUnique(field)) out.push(uniqueIndex(`${t}_${name}_unique`).on(value));
      // named as a plain unique index is, so a race's violation is the same 422 on the field (write-checks.ts)
      else if (field.uniqueWithin)
        out.push(uniqueIndex(`${t}_${name}_unique`).on(col(field.uniqueWithin.field), value));
      // lists sort by the column with id as tie-breaker; the same index serves its filter
      if (field.sortable) out.push(index(`${t}_${name}_sort_idx`).on(col(name), col('id')));
      else if (field.kind === 'reference' || (field.filterable && !isContainsFilter(field) && !isUnique(field))) {
        // reference columns are also looked up when their target row is deleted (on delete set null)
        out.push(index(`${t}_${name}_idx`).on(col(name)));
      }
      if (isContainsFilter(field) && (field.searchable || field.filterable)) {
        out.push(index(`${t}_${name}_trgm_idx`).using('gin', col(name).op('gin_trgm_ops')));
      } else if (field.kind === 'strings' && field.searchable) {
        // a list's items are searched as the text of its JSON (search.ts), which this index holds
        out.push(index(`${t}_${name}_trgm_idx`).using('gin', sql`(${col(name)}::text) gin_trgm_ops`));
      }
    }
    for (const columns of resource.indexes ?? []) {
      const [first, ...rest] = columns.map(col);
      if (first) out.push(index(`${t}_${columns.join('_')}_idx`).on(first, ...rest, col('id')));
    }
    out.push(index(`${t}_created_at_idx`).on(col('created_at'), col('id')));
    out.push(index(`${t}_updated_at_idx`).on(col('updated_at'), col('id')));
    return out;
  });
}

// the tables of tree resources by resource name, so a filter on a reference to one can reach its paths
const treeTables = new Map<string, ResourceTable>();

/** The table of a tree resource (it has `path`), or undefined when `resource` is not a tree. */
export const treeTableOf = (resource: string): ResourceTable | undefined => treeTables.get(resource);

/** Tables of all resources by resource name; references point at each other's `id`. */
export function buildTables(resources: readonly ResourceDef[]): Map<string, ResourceTable> {
  const tables = new Map<string, ResourceTable>();
  const lookup: Lookup = (name) => {
    const table = tables.get(name);
    if (!table) throw new Error(`Reference to an unknown resource: ${name}`);
    return table;
  };
  for (const r of resources) {
    for (const [name, f] of Object.entries(r.fields)) {
      const target = f.kind === 'reference' || f.kind === 'references' ? f.resource : undefined;
      if (target && !resources.some((x) => x.name === target)) {
        throw new Error(`${r.name}.${name}: references unknown resource ${target}`);
      }
    }
    tables.set(r.name, tableFor(r, lookup));
    if (r.tree) treeTables.set(r.name, tables.get(r.name) as ResourceTable);
  }
  buildRelationTables(resources, lookup);
  return tables;
}

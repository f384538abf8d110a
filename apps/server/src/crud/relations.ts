import type { ChildrenField, Field, ReferencesField, ResourceDef } from '@kramar/contract';
import { type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  index,
  integer,
  type PgColumn,
  type PgColumnBuilderBase,
  type PgTableExtraConfigValue,
  pgTable,
  primaryKey,
} from 'drizzle-orm/pg-core';
import { sqlList } from '../db/client.ts';
import { isRelation } from './field-kinds.ts';
import { columnFor, type Lookup, type ResourceTable } from './tables.ts';

/**
 * The tables of `references` (a link table: owner, target, position) and `children` (a child
 * table: id, owner, position and the row's fields), named `<table>_<field>`. Both belong to their
 * owner: deleting it deletes them. They are read into the owner's record by a correlated subquery,
 * so a record with its relations is still one statement.
 */

function makeLink(name: string) {
  return pgTable(name, {
    owner_id: bigint('owner_id', { mode: 'number' }).notNull(),
    target_id: bigint('target_id', { mode: 'number' }).notNull(),
    position: integer('position').notNull(),
  });
}
export type LinkTable = ReturnType<typeof makeLink>;
export type ChildTable = ResourceTable;

const tables = new Map<string, LinkTable | ChildTable>();
const key = (resource: string, field: string) => `${resource}.${field}`;

export const relationFields = (resource: ResourceDef): [string, ReferencesField | ChildrenField][] =>
  Object.entries(resource.fields).filter((entry): entry is [string, ReferencesField | ChildrenField] =>
    isRelation(entry[1]),
  );

function linkTable(resource: ResourceDef, field: string, def: ReferencesField, lookup: Lookup): LinkTable {
  const t = `${resource.table}_${field}`;
  return pgTable(
    t,
    {
      owner_id: bigint('owner_id', { mode: 'number' })
        .notNull()
        .references((): AnyPgColumn => lookup(resource.name).id as AnyPgColumn, { onDelete: 'cascade' }),
      // a target that goes simply leaves the list
      target_id: bigint('target_id', { mode: 'number' })
        .notNull()
        .references((): AnyPgColumn => lookup(def.resource).id as AnyPgColumn, { onDelete: 'cascade' }),
      position: integer('position').notNull(),
    },
    (c) => [primaryKey({ columns: [c.owner_id, c.target_id] }), index(`${t}_target_idx`).on(c.target_id, c.owner_id)],
  );
}

function childTable(resource: ResourceDef, field: string, def: ChildrenField, lookup: Lookup): ChildTable {
  const t = `${resource.table}_${field}`;
  const columns: Record<string, PgColumnBuilderBase> = {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    owner_id: bigint('owner_id', { mode: 'number' })
      .notNull()
      .references((): AnyPgColumn => lookup(resource.name).id as AnyPgColumn, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  };
  for (const [name, f] of Object.entries(def.fields)) {
    // a row's reference holds its target: deleting a record still named in rows is refused (in-use.ts)
    const column =
      f.kind === 'reference'
        ? bigint(name, { mode: 'number' }).references((): AnyPgColumn => lookup(f.resource).id as AnyPgColumn, {
            onDelete: 'restrict',
          })
        : columnFor(name, f, lookup);
    columns[name] = f.required
      ? (column as PgColumnBuilderBase & { notNull(): PgColumnBuilderBase }).notNull()
      : column;
  }
  return pgTable(t, columns, (c) => {
    const out: PgTableExtraConfigValue[] = [index(`${t}_owner_idx`).on(c.owner_id as PgColumn, c.position as PgColumn)];
    for (const [name, f] of Object.entries(def.fields)) {
      if (f.kind === 'reference') out.push(index(`${t}_${name}_idx`).on(c[name] as PgColumn));
    }
    for (const columns of def.indexes ?? []) {
      const [first, ...rest] = columns.map((name) => c[name] as PgColumn);
      if (first) out.push(index(`${t}_${columns.join('_')}_idx`).on(first, ...rest));
    }
    return out;
  }) as unknown as ChildTable;
}

/** Builds (once per process, like the resource tables) the relation tables of every resource. */
export function buildRelationTables(resources: readonly ResourceDef[], lookup: Lookup): void {
  for (const resource of resources) {
    for (const [field, def] of relationFields(resource)) {
      if (tables.has(key(resource.name, field))) continue;
      tables.set(
        key(resource.name, field),
        def.kind === 'references' ? linkTable(resource, field, def, lookup) : childTable(resource, field, def, lookup),
      );
    }
  }
}

/** Every relation table, for the migration snapshot. */
export const allRelationTables = (): [string, LinkTable | ChildTable][] => [...tables];

export function linkTableOf(resource: ResourceDef, field: string): LinkTable {
  const table = tables.get(key(resource.name, field));
  if (!table) throw new Error(`No link table for ${resource.name}.${field}`);
  return table as LinkTable;
}

export function childTableOf(resource: ResourceDef, field: string): ChildTable {
  const table = tables.get(key(resource.name, field));
  if (!table) throw new Error(`No child table for ${resource.name}.${field}`);
  return table as ChildTable;
}

// drizzle leaves columns of a one-table query unqualified: inside a correlated subquery "id" would
// be the inner table's, so both sides are named in full
const col = (table: string, column: string): SQL => sql`${sql.identifier(table)}.${sql.identifier(column)}`;

/** `(select json_agg(…))` of one relation field, correlated to the owner row of the resource's table. */
export function relationColumn(resource: ResourceDef, field: string, def: Field): SQL {
  const owner = col(resource.table, 'id');
  const t = `${resource.table}_${field}`;
  if (def.kind === 'references') {
    const link = linkTableOf(resource, field);
    return sql`(select coalesce(json_agg(${col(t, 'target_id')} order by ${col(t, 'position')}), '[]'::json) from ${link} where ${col(t, 'owner_id')} = ${owner})`;
  }
  if (def.kind !== 'children') throw new Error(`${resource.name}.${field} is not a relation`);
  const child = childTableOf(resource, field);
  const pairs = ['id', ...Object.keys(def.fields)].map((name) => sql`${sql.raw(`'${name}'`)}, ${col(t, name)}`);
  return sql`(select coalesce(json_agg(json_build_object(${sql.join(pairs, sql`, `)}) order by ${col(t, 'position')}, ${col(t, 'id')}), '[]'::json) from ${child} where ${col(t, 'owner_id')} = ${owner})`;
}

/** `filter[labels]=3,5`: records linked to any of the ids (or of the ids a subquery selects). */
export function linkedToAny(resource: ResourceDef, field: string, ids: number[] | SQL): SQL {
  const link = linkTableOf(resource, field);
  const t = `${resource.table}_${field}`;
  const targets = Array.isArray(ids) ? sqlList(ids) : ids;
  return sql`exists (select 1 from ${link} where ${col(t, 'owner_id')} = ${col(resource.table, 'id')} and ${col(t, 'target_id')} in (${targets}))`;
}

import type { MigrationDataType } from '@kramar/contract';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';

/** What the planner reads of the catalogue: the two categories, their attributes and values. */

export interface CategoryInfo {
  id: number;
  title: string;
  path: string;
}

export interface AttributeInfo {
  id: number;
  title: string;
  code: string;
  data_type: MigrationDataType;
  required: boolean;
}

export interface ValueInfo {
  id: number;
  attribute: number;
  title: string;
  slug: string | null;
  position: number;
}

/** Integers as one PostgreSQL array parameter: one bind value however long the list. */
export const idArray = (ids: readonly number[]): SQL =>
  sql`${`{${ids.map((n) => Math.trunc(n)).join(',')}}`}::bigint[]`;

export async function categoriesByIds(db: Db, ids: readonly number[]): Promise<Map<number, CategoryInfo>> {
  const rows = await queryRows<CategoryInfo>(
    db,
    sql`select id, title, path from categories where id = any(${idArray(ids)})`,
  );
  return new Map(rows.map((r) => [Number(r.id), { ...r, id: Number(r.id) }]));
}

/** The ids of the source's products' categories: the category, or its whole subtree. */
export const sourceCategories = (source: CategoryInfo, withSubtree: boolean): SQL =>
  withSubtree
    ? sql`select c.id from categories c where c.path ~>=~ ${source.path} and c.path ~<~ ${`${source.path}:`}`
    : sql`select ${source.id}::bigint`;

const attributeRows = async (db: Db, query: SQL): Promise<AttributeInfo[]> =>
  (await queryRows<AttributeInfo>(db, query)).map((r) => ({ ...r, id: Number(r.id), required: Boolean(r.required) }));

/**
 * A category's attribute set: its own, or, when it has none, its nearest ancestor's that has one
 * (the rule the product form follows, so a migration expects what the form will ask for).
 */
export const attributeSetOf = (db: Db, category: number): Promise<AttributeInfo[]> =>
  attributeRows(
    db,
    sql`select a.id, a.title, a.code, a.data_type, ca.required
        from categories_attributes ca join attributes a on a.id = ca.attribute
        where ca.owner_id = (
          select p.id from categories c
          join categories p on p.id = any(string_to_array(trim(both '/' from c.path), '/')::bigint[])
          where c.id = ${category} and exists (select 1 from categories_attributes x where x.owner_id = p.id)
          order by p.depth desc limit 1)
        order by ca.position, ca.id`,
  );

/**
 * The source side: the category's set plus any attribute its products still hold a value of
 * (a set changed after the values were written), so nothing is lost without being named.
 */
export async function sourceAttributes(db: Db, source: CategoryInfo, withSubtree: boolean): Promise<AttributeInfo[]> {
  const own = await attributeSetOf(db, source.id);
  const held = await attributeRows(
    db,
    sql`select a.id, a.title, a.code, a.data_type, false as required from attributes a
        where a.id in (select distinct v.attribute from products_attribute_values v
          join products p on p.id = v.owner_id
          where p.category in (${sourceCategories(source, withSubtree)}))
        order by a.position, a.id`,
  );
  const known = new Set(own.map((a) => a.id));
  return [...own, ...held.filter((a) => !known.has(a.id))];
}

export async function valuesOf(db: Db, attributes: readonly number[]): Promise<ValueInfo[]> {
  if (attributes.length === 0) return [];
  const rows = await queryRows<ValueInfo>(
    db,
    sql`select id, owner_id as attribute, title, slug, position from attributes_values
        where owner_id = any(${idArray(attributes)}) order by owner_id, position, id`,
  );
  return rows.map((r) => ({ ...r, id: Number(r.id), attribute: Number(r.attribute) }));
}

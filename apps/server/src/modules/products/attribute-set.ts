import { sql } from 'drizzle-orm';
import { type Db, queryRows, sqlList } from '../../db/client.ts';

/** One attribute of a category's set, with what the product form needs to type its value. */
export interface SetAttribute {
  attribute: number;
  required: boolean;
  title: string;
  data_type: 'string' | 'number' | 'boolean' | 'select' | 'multiselect';
}

/**
 * The attributes a category's products fill in: the category's own set, or, when it has none, its
 * nearest ancestor's that has one (the demo catalogue writes a child's set from its parent's, and a
 * category added under a parent starts empty). One statement: the ancestors are the ids of `path`.
 */
export async function attributeSetOf(db: Db, category: number): Promise<SetAttribute[]> {
  const rows = await queryRows<SetAttribute>(
    db,
    sql`select ca.attribute, ca.required, a.title, a.data_type
        from categories_attributes ca join attributes a on a.id = ca.attribute
        where ca.owner_id = (
          select p.id from categories c
          join categories p on p.id = any(string_to_array(trim(both '/' from c.path), '/')::bigint[])
          where c.id = ${category} and exists (select 1 from categories_attributes x where x.owner_id = p.id)
          order by p.depth desc limit 1)
        order by ca.position, ca.id`,
  );
  // PostgreSQL's driver hands bigint over as text
  return rows.map((r) => ({ ...r, attribute: Number(r.attribute) }));
}

/** The owner attribute of each select value among `ids` (a value of no attribute is absent). */
export async function valueOwners(db: Db, ids: readonly number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await queryRows<{ id: number; owner_id: number }>(
    db,
    sql`select id, owner_id from attributes_values where id in (${sqlList(ids)})`,
  );
  return new Map(rows.map((r) => [Number(r.id), Number(r.owner_id)]));
}

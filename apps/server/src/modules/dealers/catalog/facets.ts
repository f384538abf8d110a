import type { CurrentUser } from '@kramar/contract';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../../db/client.ts';
import { reachable } from '../workspaces/scope.ts';

export interface CatalogFacets {
  categories: { id: number; title: string; parent: number | null; depth: number }[];
  brands: { id: number; name: string }[];
}

/**
 * What the catalogue's filters offer a workspace (a dealer may not read the staff's categories
 * or brands): the categories its group sees — each listed one with its subtree and the ones
 * above it, so the tree keeps its shape — and the brands it sees; every one while a list is empty.
 * Null when the caller does not reach the workspace (the 404 of another company's one).
 */
export async function catalogFacets(db: Db, user: CurrentUser, workspace: number): Promise<CatalogFacets | null> {
  const [space] = await queryRows<{ group: unknown }>(
    db,
    sql`select w.price_group_id as group from dealer_workspaces w where w.id = ${workspace} and ${reachable(user, sql`w`)}`,
  );
  if (!space) return null;
  const group = space.group === null ? null : Number(space.group);
  const categories = await queryRows<Record<string, unknown>>(
    db,
    sql`select c.id, c.title, c.parent, c.depth from categories c
      where (not exists (select 1 from price_groups_visible_categories vc where vc.owner_id = ${group})
        or exists (select 1 from price_groups_visible_categories vc join categories v on v.id = vc.target_id
          where vc.owner_id = ${group} and (c.path like '%/' || vc.target_id || '/%' or v.path like '%/' || c.id || '/%')))
      order by c.depth, c.position, c.title, c.id`,
  );
  const brands = await queryRows<Record<string, unknown>>(
    db,
    sql`select b.id, b.name from brands b
      where not exists (select 1 from price_groups_visible_brands vb where vb.owner_id = ${group})
        or exists (select 1 from price_groups_visible_brands vb where vb.owner_id = ${group} and vb.target_id = b.id)
      order by b.name, b.id`,
  );
  return {
    categories: categories.map((c) => ({
      id: Number(c.id),
      title: String(c.title),
      parent: c.parent === null ? null : Number(c.parent),
      depth: Number(c.depth),
    })),
    brands: brands.map((b) => ({ id: Number(b.id), name: String(b.name) })),
  };
}

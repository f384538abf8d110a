import { type SQL, sql } from 'drizzle-orm';

/**
 * Whether a price group's dealers see a product at all (issue 28: the categories and brands a
 * group may see, everything while a list is left empty): its main category or one above it among
 * the group's categories, and its brand among the group's brands. A condition to put in the
 * query that lists products, so the dealer catalogue (issue 29) and the staff preview say the
 * same; `product` is the products row's alias, `group` the group's id.
 */
export const groupSees = (product: SQL, group: SQL): SQL => sql`(
  (not exists (select 1 from price_groups_visible_categories vc where vc.owner_id = ${group})
    or exists (select 1 from categories c join price_groups_visible_categories vc on vc.owner_id = ${group}
      and vc.target_id = any (string_to_array(trim(both '/' from c.path), '/')::bigint[])
      where c.id = ${product}.category))
  and (not exists (select 1 from price_groups_visible_brands vb where vb.owner_id = ${group})
    or exists (select 1 from price_groups_visible_brands vb where vb.owner_id = ${group} and vb.target_id = ${product}.brand)))`;

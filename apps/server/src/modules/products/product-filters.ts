import { type SQL, sql } from 'drizzle-orm';
import type { ExtraFilters } from '../../crud/hooks.ts';

/**
 * The product list's filters beyond its declared fields (products and sandbox alike):
 * `filter[has_image]=1|0`, and by attribute values `filter[attr_<id>]=<valueId>,<valueId>`
 * (select, multiselect: any of), `filter[attr_<id>]=1|0` (boolean),
 * `filter[attr_<id>][from|to]=n` (number). A value filter is an EXISTS on the values table that
 * its (attribute, value, owner_id) and (attribute, number, owner_id) indexes answer.
 */

const attrKey = /^attr_(\d{1,15})$/;
const numberLimit = 1_000_000_000;

const parseNumber = (raw: string): number | undefined => {
  const n = Number(raw);
  return raw !== '' && Number.isFinite(n) && Math.abs(n) <= numberLimit ? n : undefined;
};

function valueCondition(raw: string): SQL | undefined {
  const list = raw.split(',').map((v) => v.trim());
  if (!list.every((v) => /^\d{1,15}$/.test(v))) return undefined;
  // a boolean attribute's rows hold no select value, and a select row's flag is false: `1` reads
  // as either, `0` only as a boolean's "no"
  if (raw === '0') return sql`v.flag = false and v.value is null`;
  const ids = sql.join(
    list.map((id) => sql`${Number(id)}`),
    sql`, `,
  );
  return raw === '1' ? sql`(v.value = 1 or v.flag = true)` : sql`v.value in (${ids})`;
}

/** The filters of one product table (`products` or `products_sandbox`). */
export function productFilters(table: string): ExtraFilters {
  const owner = sql`${sql.identifier(table)}.id`;
  const values = sql.identifier(`${table}_attribute_values`);
  return {
    accepts: (name, bound) =>
      (name === 'has_image' && bound === undefined) ||
      (attrKey.test(name) && (bound === undefined || bound === 'from' || bound === 'to')),
    condition(name, bound, raw) {
      if (name === 'has_image') {
        if (raw !== '1' && raw !== '0') return undefined;
        const gallery = sql`${sql.identifier(table)}.gallery`;
        return raw === '1' ? sql`${gallery} <> '[]'::jsonb` : sql`${gallery} = '[]'::jsonb`;
      }
      const attribute = Number(attrKey.exec(name)?.[1]);
      let match: SQL | undefined;
      if (bound === undefined) match = valueCondition(raw);
      else {
        const n = parseNumber(raw);
        if (n !== undefined) match = bound === 'from' ? sql`v.number >= ${n}` : sql`v.number <= ${n}`;
      }
      return match
        ? sql`exists (select 1 from ${values} v where v.attribute = ${attribute} and ${match} and v.owner_id = ${owner})`
        : undefined;
    },
  };
}

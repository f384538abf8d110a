import { type SQL, sql } from 'drizzle-orm';
import type { ExtraFilters } from '../../crud/hooks.ts';

/** The shop's time zone, whose days a bare date of the created range means (set on registration). */
let shopZone = 'Europe/Kyiv';
export const setShopZone = (zone: string): void => {
  shopZone = zone;
};

const isDate = (v: string) => /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`));
const isInstant = (v: string) =>
  /^\d{4}-\d{2}-\d{2}T[\d:.]+(Z|[+-]\d{2}:\d{2})$/.test(v) && !Number.isNaN(Date.parse(v));

// not in a release status of the settings (cancelled, returned): what the revenue figures count
const revenueCondition = sql`(orders.status_id is null or orders.status_id not in (
  select e.id::bigint from order_settings s, jsonb_array_elements_text(s.release_status_ids) e(id) where s.id = 1))`;

/**
 * `filter[created_at][from|to]`: a bare date is a whole day of the shop's time zone (from its
 * start, through its end), a date-time the instant itself. `filter[revenue]=1` keeps the orders the
 * revenue counts (the dashboard's average order opens them), `0` the others. The other filters are
 * declared fields.
 */
export const orderFilters: ExtraFilters = {
  accepts: (name, bound) =>
    (name === 'created_at' && (bound === 'from' || bound === 'to')) || (name === 'revenue' && bound === undefined),
  condition(name, bound, raw): SQL | undefined {
    if (name === 'revenue') {
      if (raw === '1') return revenueCondition;
      return raw === '0' ? sql`not ${revenueCondition}` : undefined;
    }
    const column = sql`orders.created_at`;
    if (isDate(raw)) {
      const day = bound === 'from' ? sql`${raw}::date` : sql`(${raw}::date + 1)`;
      const start = sql`(${day}::timestamp at time zone ${shopZone})`;
      return bound === 'from' ? sql`${column} >= ${start}` : sql`${column} < ${start}`;
    }
    if (!isInstant(raw)) return undefined;
    return bound === 'from' ? sql`${column} >= ${raw}::timestamptz` : sql`${column} <= ${raw}::timestamptz`;
  },
};

/**
 * What `search=` finds beside the name, phone, e-mail and tracking columns: an order by its
 * number, and a phone typed with spaces or brackets by its digits.
 */
export function orderSearch(q: string): SQL | undefined {
  const text = q.trim();
  if (/^\d{1,9}$/.test(text)) return sql`orders.number = ${Number(text)}`;
  const digits = text.replace(/[\s()+-]/g, '');
  if (digits !== text && /^\d{5,13}$/.test(digits)) return sql`orders.phone like ${`%${digits}%`}`;
  return undefined;
}

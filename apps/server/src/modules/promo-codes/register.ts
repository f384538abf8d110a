import { readScope } from '@kramar/contract';
import { getTableName, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  type ResourceHooks,
  type ResourceRoutesContext,
  registerResourceHooks,
  type SaveContext,
} from '../../crud/hooks.ts';
import { queryRows } from '../../db/client.ts';
import { validationError } from '../../http/errors.ts';

export const promoMessages = {
  percentOver100: 'Знижка у відсотках — не більше 100.',
} as const;

/** The declaration bounds the value in hryvnias; a percent discount cannot pass 100 (of the merged record). */
function capPercent({ values, before }: SaveContext): void {
  const type = values.discount_type ?? before?.discount_type;
  const value = values.discount_value ?? before?.discount_value;
  if (type === 'percent' && typeof value === 'number' && value > 100) {
    throw validationError({ discount_value: [promoMessages.percentOver100] });
  }
}

export interface PromoStats {
  total: number;
  active: number;
  scheduled: number;
  expired: number;
  inactive: number;
}

/**
 * Each code in exactly one bucket: switched off; on but not started; on and over; on and running.
 * Counted in one pass by the database, against its own clock.
 */
function promoRoutes(app: FastifyInstance, { resource, table, db }: ResourceRoutesContext): void {
  const name = sql.identifier(getTableName(table));
  app.get(
    '/stats',
    {
      schema: { summary: 'Кількість промокодів за станом', tags: [resource.name] },
      config: { access: { scope: readScope(resource) } },
    },
    async () => {
      const [row] = await queryRows<Record<keyof PromoStats, number | string>>(
        db,
        sql`select
              count(*) as total,
              count(*) filter (where status = 'inactive') as inactive,
              count(*) filter (where status <> 'inactive' and ends_at <= now()) as expired,
              count(*) filter (where status <> 'inactive' and starts_at > now()
                and (ends_at is null or ends_at > now())) as scheduled,
              count(*) filter (where status <> 'inactive' and (starts_at is null or starts_at <= now())
                and (ends_at is null or ends_at > now())) as active
            from ${name}`,
      );
      const n = (key: keyof PromoStats) => Number(row?.[key] ?? 0);
      const data: PromoStats = {
        total: n('total'),
        active: n('active'),
        scheduled: n('scheduled'),
        expired: n('expired'),
        inactive: n('inactive'),
      };
      return { data };
    },
  );
}

const hooks: ResourceHooks = { beforeSave: capPercent, extraRoutes: promoRoutes };

/** Plugs promo codes into the generic engine; call before the CRUD routes are built. */
export const registerPromoCodes = (): void => registerResourceHooks('promo-codes', hooks);

import { type DatedState, datedState, datedStates, defineMessages, readScope } from '@kramar/contract';
import { getTableName, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  type ResourceHooks,
  type ResourceRoutesContext,
  registerResourceHooks,
  type SaveContext,
} from '../../crud/hooks.ts';
import { queryRows } from '../../db/client.ts';
import { validationError } from '../../http/errors.ts';

export const promoMessages = defineMessages(
  { percentOver100: 'Знижка у відсотках — не більше 100.' },
  { percentOver100: 'A percent discount is at most 100.' },
);

/** The declaration bounds the value in hryvnias; a percent discount cannot pass 100 (of the merged record). */
function capPercent({ values, before }: SaveContext): void {
  const type = values.discount_type ?? before?.discount_type;
  const value = values.discount_value ?? before?.discount_value;
  if (type === 'percent' && typeof value === 'number' && value > 100) {
    throw validationError({ discount_value: [promoMessages.percentOver100] });
  }
}

const isDatedState = (s: string): s is DatedState => (datedStates as readonly string[]).includes(s);

const count = z.number().int().min(0);
const statsShape = z.object({ total: count, active: count, scheduled: count, expired: count, inactive: count });
export type PromoStats = z.infer<typeof statsShape>;
const statsDoc = z.object({ data: statsShape });

/**
 * Each code in exactly one bucket, by the contract's `datedState`: the very rule the list's
 * status chip shows, so a row reading "Запланований" is counted as scheduled above it.
 */
function promoRoutes(app: FastifyInstance, { resource, table, db }: ResourceRoutesContext): void {
  const name = sql.identifier(getTableName(table));
  app.get(
    '/stats',
    {
      schema: { summary: 'Кількість промокодів за станом', tags: [resource.name] },
      config: { access: { scope: readScope(resource) }, docs: { response: { 200: statsDoc } } },
    },
    async () => {
      // a few columns of every code: promo codes number in the hundreds, not millions
      const rows = await queryRows<{ status: string; starts_at: unknown; ends_at: unknown }>(
        db,
        sql`select status, starts_at, ends_at from ${name}`,
      );
      const data: PromoStats = { total: rows.length, active: 0, scheduled: 0, expired: 0, inactive: 0 };
      const now = Date.now();
      for (const row of rows) {
        const state = datedState(row.status, row.starts_at, row.ends_at, now);
        if (isDatedState(state)) data[state] += 1;
      }
      return { data };
    },
  );
}

const hooks: ResourceHooks = { beforeSave: capPercent, extraRoutes: promoRoutes };

/** Plugs promo codes into the generic engine; call before the CRUD routes are built. */
export const registerPromoCodes = (): void => registerResourceHooks('promo-codes', hooks);

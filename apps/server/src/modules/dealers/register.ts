import { dealerMessages, isEdrpou } from '@kramar/contract';
import { sql } from 'drizzle-orm';
import { type ExtraFilters, type ResourceHooks, registerResourceHooks, type SaveContext } from '../../crud/hooks.ts';
import { validationError } from '../../http/errors.ts';
import { applicationRoute } from './application.ts';
import { decisionMail } from './decision-mail.ts';
import { moderationRoutes } from './moderation.ts';

const isDate = (v: string) => /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(v));

/** `filter[created_at][from|to]=YYYY-MM-DD`: a company's application date, the `to` day included. */
const createdFilter: ExtraFilters = {
  accepts: (name, bound) => name === 'created_at' && (bound === 'from' || bound === 'to'),
  condition(_name, bound, raw) {
    if (!isDate(raw)) return undefined;
    return bound === 'from'
      ? sql`"dealers"."created_at" >= ${raw}::date`
      : sql`"dealers"."created_at" < ${raw}::date + 1`;
  },
};

/** A new company waits for moderation; its EDRPOU code's check digit (the pattern asked for 8 digits). */
function checkCodes({ values, mode }: SaveContext): void {
  if (mode === 'create') values.status = 'pending';
  const code = values.edrpou;
  if (typeof code === 'string' && /^\d{8}$/.test(code) && !isEdrpou(code)) {
    throw validationError({ edrpou: [dealerMessages.edrpouCheck] });
  }
}

const hooks: ResourceHooks = {
  beforeSave: checkCodes,
  filters: createdFilter,
  extraRoutes(app, ctx) {
    // the app's own outbox (its public address): the hooks are shared by every app of the process
    moderationRoutes(decisionMail(app.mail))(app, ctx);
    applicationRoute(app, ctx);
  },
};

/** Plugs the dealer companies into the generic engine; call before the CRUD routes are built. */
export const registerDealers = (): void => registerResourceHooks('dealers-users', hooks);

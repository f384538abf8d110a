import { sql } from 'drizzle-orm';
import type { ResourceHooks, SaveContext } from '../../crud/hooks.ts';
import { registerResourceHooks } from '../../crud/hooks.ts';
import { sqlList } from '../../db/client.ts';
import { requestOrderRoute } from './request-order.ts';

/** Leaving "new" for the first time stamps who handled the request and when. */
function stampHandled({ values, before, user }: SaveContext): void {
  const status = values.status;
  if (status === undefined || status === 'new' || before?.handled_at) return;
  if (before && before.status !== 'new') return;
  values.handled_at = new Date().toISOString();
  values.handled_by = user.id;
}

/** Callback requests' rules (issue 13): the handling stamp, from the form or the list's bulk status. */
const hooks: ResourceHooks = {
  beforeSave: stampHandled,
  async afterStatus({ tx, status, changed, user }) {
    const ids = changed.filter((c) => c.before === 'new').map((c) => c.id);
    if (status === 'new' || ids.length === 0) return;
    const list = sqlList(ids);
    await tx.execute(
      sql`update requests set handled_at = now(), handled_by = ${user.id} where id in (${list}) and handled_at is null`,
    );
  },
  extraRoutes: requestOrderRoute,
};

/** Plugs callback requests into the generic engine; call before the CRUD routes are built. */
export const registerRequests = (): void => registerResourceHooks('requests', hooks);

import { type RoleHolders, staffMessages } from '@kramar/contract';
import { sql } from 'drizzle-orm';
import { type ResourceHooks, registerResourceHooks, type SaveContext } from '../../crud/hooks.ts';
import { idOf } from '../../crud/route-params.ts';
import { queryRows } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { holdersOf } from './admin-users.ts';

const list = (v: unknown): string[] => (Array.isArray(v) ? v.map(String) : []);

/**
 * A non-owner may add to a role only scopes they hold: otherwise a role they hold would raise
 * their own access, and one they assign would give what they do not have.
 */
function beforeSave({ user, values, before }: SaveContext): void {
  if (user.owner || values.permissions === undefined) return;
  const had = new Set(list(before?.permissions));
  const own = new Set(user.scopes);
  if (list(values.permissions).some((scope) => !had.has(scope) && !own.has(scope))) {
    throw new AppError(403, staffMessages.roleBeyondOwn);
  }
}

const hooks: ResourceHooks = {
  beforeSave,
  async beforeDelete({ tx, ids }) {
    const held = await holdersOf(tx, ids);
    if (held > 0) {
      const message = staffMessages.roleInUse(held);
      throw new AppError(422, message, { ids: [message] });
    }
  },
  extraRoutes(app, { db }) {
    app.get(
      '/:id/users',
      { schema: { summary: 'Хто має роль', tags: ['roles'] }, config: { access: { scope: 'roles.show' } } },
      async (request) => {
        const id = idOf(request);
        const users = await queryRows<{ id: string | number; name: string }>(
          db,
          sql`select u.id, u.name from admin_users_roles l join admin_users u on u.id = l.owner_id
              where l.target_id = ${id} order by u.name, u.id limit 50`,
        );
        const data: RoleHolders = {
          count: await holdersOf(db, [id]),
          users: users.map((u) => ({ id: Number(u.id), name: u.name })),
        };
        return { data };
      },
    );
  },
};

export const registerRoles = (): void => registerResourceHooks('roles', hooks);

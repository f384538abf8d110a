import { type RoleHolders, staffMessages } from '@kramar/contract';
import { sql } from 'drizzle-orm';
import { type ResourceHooks, registerResourceHooks, type SaveContext } from '../../crud/hooks.ts';
import { idOf } from '../../crud/route-params.ts';
import { queryRows } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { holdersOf } from './admin-users.ts';
import { refuseBeyondOwn, scopesOfRoles } from './beyond-own.ts';
import { accountDocs } from './docs.ts';

const list = (v: unknown): string[] => (Array.isArray(v) ? v.map(String) : []);

/**
 * A role is changed (its name, scopes, second-factor requirement) only by someone holding all it
 * grants, before and after: otherwise a role they hold would raise their own access, one they
 * assign would give what they do not have, and one held by others could be weakened.
 */
function beforeSave({ user, values, before }: SaveContext): void {
  if (before) refuseBeyondOwn(user, list(before.permissions), staffMessages.roleEditBeyondOwn);
  if (values.permissions !== undefined) refuseBeyondOwn(user, list(values.permissions), staffMessages.roleBeyondOwn);
}

const hooks: ResourceHooks = {
  beforeSave,
  async beforeDelete({ tx, ids, user }) {
    refuseBeyondOwn(user, await scopesOfRoles(tx, ids), staffMessages.roleEditBeyondOwn);
    const held = await holdersOf(tx, ids);
    if (held > 0) {
      const message = staffMessages.roleInUse(held);
      throw new AppError(422, message, { ids: [message] });
    }
  },
  extraRoutes(app, { db }) {
    app.get(
      '/:id/users',
      {
        schema: { summary: 'Хто має роль', tags: ['roles'] },
        config: { access: { scope: 'roles.show' }, docs: accountDocs.roleHolders },
      },
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

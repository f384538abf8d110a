import {
  apiMessages,
  type CurrentUser,
  fieldErrors,
  fieldMessages,
  inputSchema,
  dealerWorkspaces as resource,
} from '@kramar/contract';
import { sql } from 'drizzle-orm';
import { diffChanges, writeAudit } from '../../../crud/audit-log.ts';
import { refuseStale, type Version } from '../../../crud/versions.ts';
import { type Db, queryRows } from '../../../db/client.ts';
import { AppError, validationError } from '../../../http/errors.ts';
import { workspaceMessages as m } from './messages.ts';
import { findWorkspace, type Workspace } from './queries.ts';
import { type Caller, callerOf } from './scope.ts';

const auditName = 'dealers-workspaces';
const detailFields = ['name', 'city', 'street', 'delivery_method', 'np_branch', 'phone'] as const;

function parseBody(body: unknown, mode: 'create' | 'update'): Record<string, unknown> {
  const parsed = inputSchema(resource, mode).safeParse(body ?? {});
  if (!parsed.success) throw validationError(fieldErrors(parsed.error));
  return parsed.data;
}

const exists = async (tx: Db, table: string, id: number) =>
  (await queryRows(tx, sql`select 1 from ${sql.identifier(table)} where id = ${id}`)).length > 0;

/**
 * The company a new workspace belongs to: a principal's own (another company's id reads as one
 * that does not exist), the one staff name.
 */
async function companyOf(tx: Db, caller: Caller, sent: unknown): Promise<number> {
  if (caller.dealerId !== null) {
    if (sent !== caller.dealerId) throw validationError({ dealer_id: [fieldMessages.reference] });
    return caller.dealerId;
  }
  if (typeof sent !== 'number' || !(await exists(tx, 'dealers', sent))) {
    throw validationError({ dealer_id: [fieldMessages.reference] });
  }
  return sent;
}

/** POST /api/dealers/workspaces: a principal's new trading point, or staff's for a company. */
export async function createWorkspace(db: Db, user: CurrentUser, body: unknown): Promise<Workspace> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const caller = await callerOf(tx, user);
    if (caller.kind === 'manager') throw new AppError(403, m.principalOnly);
    // a dealer may leave its own company out: it is the only one it may name
    const own = caller.dealerId !== null && body && typeof body === 'object' && !('dealer_id' in body);
    const values = parseBody(own ? { ...body, dealer_id: caller.dealerId } : body, 'create');
    const dealerId = await companyOf(tx, caller, values.dealer_id);
    const [row] = await queryRows<{ id: unknown }>(
      tx,
      // a new workspace buys at the group its company was approved with, until staff choose another
      sql`insert into dealer_workspaces (dealer_id, name, city, street, delivery_method, np_branch, phone, price_group_id)
        values (${dealerId}, ${values.name}, ${values.city}, ${values.street ?? null}, ${values.delivery_method},
          ${values.np_branch ?? null}, ${values.phone ?? null},
          (select g.id from dealers d join price_groups g on g.id = d.price_group_id where d.id = ${dealerId}))
        returning id`,
    );
    const created = await findWorkspace(tx, user, Number(row?.id));
    if (!created) throw new Error('the new workspace is out of its author’s reach');
    const changes = diffChanges(['dealer_id', ...detailFields], null, { ...created });
    await writeAudit(tx, user, [{ resource: auditName, recordId: created.id, action: 'create', changes }]);
    return created;
  });
}

/** PUT /api/dealers/workspaces/{id}: its details, never its company or price group. */
export async function updateWorkspace(
  db: Db,
  user: CurrentUser,
  id: number,
  body: unknown,
  version: Version | undefined,
): Promise<Workspace> {
  const values = parseBody(body, 'update');
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const before = await findWorkspace(tx, user, id, true);
    if (!before) throw new AppError(404, apiMessages.notFound);
    refuseStale({ ...before }, version);
    if (values.dealer_id !== undefined && values.dealer_id !== before.dealer_id) {
      throw validationError({ dealer_id: [m.otherDealer] });
    }
    const sets = detailFields.filter((f) => f in values).map((f) => sql`${sql.identifier(f)} = ${values[f] ?? null}`);
    if (sets.length) {
      await tx.execute(
        sql`update dealer_workspaces set ${sql.join(sets, sql`, `)},
          updated_at = greatest(now(), updated_at + interval '1 millisecond') where id = ${id}`,
      );
    }
    const after = (await findWorkspace(tx, user, id)) as Workspace;
    const changes = diffChanges(detailFields, { ...before }, { ...after });
    await writeAudit(tx, user, [{ resource: auditName, recordId: id, action: 'update', changes }]);
    return after;
  });
}

/** PUT /api/dealers/workspaces/{id}/price_group: staff only (the route's scope), audited. */
export async function setPriceGroup(
  db: Db,
  user: CurrentUser,
  id: number,
  group: number | null,
  version: Version | undefined,
): Promise<Workspace> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const before = await findWorkspace(tx, user, id, true);
    if (!before) throw new AppError(404, apiMessages.notFound);
    refuseStale({ ...before }, version);
    if (group !== null && !(await exists(tx, 'price_groups', group))) {
      throw validationError({ price_group_id: [fieldMessages.reference] });
    }
    await tx.execute(
      sql`update dealer_workspaces set price_group_id = ${group},
        updated_at = greatest(now(), updated_at + interval '1 millisecond') where id = ${id}`,
    );
    const after = (await findWorkspace(tx, user, id)) as Workspace;
    const changes = diffChanges(['price_group_id'], { ...before }, { ...after });
    await writeAudit(tx, user, [{ resource: auditName, recordId: id, action: 'update', changes }]);
    return after;
  });
}

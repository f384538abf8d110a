import { sql } from 'drizzle-orm';
import { create, type Rec } from '../../../crud/test-kit.ts';
import { queryRows } from '../../../db/client.ts';
import { call, createUser, signIn, type TestApp } from '../../../test/test-app.ts';
import { createDealer, insertDealerPerson, insertWorkspace } from '../test-helpers.ts';

/** An approved dealer company with a principal signed in and `spaces` workspaces on a price group. */
export async function tradingDealer(t: TestApp, owner: string, groupId: number, spaces = 1) {
  const staff = await createUser(t.app, { scopes: [] });
  const company = await createDealer(t, owner);
  const workspaces: number[] = [];
  for (let i = 0; i < spaces; i++) workspaces.push(await insertWorkspace(t, company.id));
  await queryRows(
    t.app.database.db,
    sql`update dealer_workspaces set price_group_id = ${groupId}, np_branch = 'Відділення №5'
      where dealer_id = ${company.id}`,
  );
  const person = await insertDealerPerson(t, company.id);
  const approved = await call(t.url, 'POST', '/api/dealers-users/moderation/approve', {
    token: owner,
    json: { ids: [company.id], price_group_id: groupId, manager_id: staff.id },
  });
  if (approved.status !== 200) throw new Error(`approve: ${approved.status} ${JSON.stringify(approved.body)}`);
  const token = await signIn(t.url, person);
  const api = <T = Rec>(method: string, path: string, json?: unknown) =>
    call<{ data: T; errors?: Record<string, string[]>; message?: string }>(t.url, method, path, { token, json });
  return { company, workspaces, token, api };
}

/** A price group made through the API. */
export const priceGroup = (t: TestApp, owner: string, json: Record<string, unknown>): Promise<Rec> =>
  create(t, owner, 'price-groups', { name: `Група ${Date.now()}-${Math.random()}`, ...json });

import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../db/client.ts';
import { adminCredentials } from '../db/schema.ts';
import { staff } from './staff-table.ts';

export interface NewAccount {
  name: string;
  email: string;
  owner?: boolean;
  active?: boolean;
  /** An scrypt hash (password.ts), or null for an account that signs in after an invitation. */
  passwordHash: string | null;
  roleIds?: readonly number[];
  /** A dealer's person: its company, and whether it is the principal or a manager. */
  dealer?: { id: number; kind: 'principal' | 'manager'; jobTitle?: string };
}

/**
 * A staff account written directly, outside the resource routes: the first owner at start-up and
 * the accounts tests need. Staff created by people go through `/api/admin-users` and its rules.
 */
export async function insertAccount(db: Db, account: NewAccount): Promise<number> {
  const [row] = await db
    .insert(staff)
    .values({
      name: account.name,
      email: account.email.toLowerCase(),
      owner: account.owner ?? false,
      active: account.active ?? true,
      language: 'uk',
      two_factor_enabled: false,
      dealer_id: account.dealer?.id ?? null,
      dealer_kind: account.dealer?.kind ?? null,
      job_title: account.dealer?.jobTitle ?? null,
    })
    .returning({ id: staff.id });
  if (!row) throw new Error('account not created');
  await db.insert(adminCredentials).values({ user_id: row.id, password_hash: account.passwordHash });
  for (const [position, roleId] of (account.roleIds ?? []).entries()) {
    await db.execute(
      sql`insert into admin_users_roles (owner_id, target_id, position) values (${row.id}, ${roleId}, ${position})`,
    );
  }
  return row.id;
}

/** A role holding `scopes`, written directly (tests, seeds). */
export async function insertRole(db: Db, name: string, scopes: readonly string[]): Promise<number> {
  const [row] = await queryRows<{ id: string | number }>(
    db,
    sql`insert into roles (name, permissions) values (${name}, ${JSON.stringify(scopes)}::jsonb) returning id`,
  );
  if (!row) throw new Error('role not created');
  return Number(row.id);
}

import { and, ne, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { SaveContext } from '../../crud/hooks.ts';
import { validationError } from '../../http/errors.ts';
import { redirectMessages } from './messages.ts';
import { pathKey } from './redirect-cache.ts';

/** Only a path of this site can lead back to a redirect; a full address leaves the site. */
export const isSitePath = (target: string): boolean => target.startsWith('/');

/**
 * A redirect may not send a visitor round in circles: not to its own address, and not to a
 * redirect that sends them straight back. Longer chains stay allowed; the site stops after a few hops.
 */
export async function refuseLoops({ values, before, tx, table, mode }: SaveContext): Promise<void> {
  if (values.from_path === undefined && values.target === undefined) return;
  const from = String(values.from_path ?? before?.from_path ?? '');
  const target = String(values.target ?? before?.target ?? '');
  if (!isSitePath(target)) return;
  if (pathKey(target) === pathKey(from)) throw validationError({ target: [redirectMessages.selfLoop] });

  const fromColumn = table.from_path as PgColumn;
  const targetColumn = table.target as PgColumn;
  const self = mode === 'update' && before ? ne(table.id as PgColumn, before.id) : undefined;
  const [back] = await tx
    .select({ from_path: fromColumn })
    .from(table)
    .where(and(sql`lower(${fromColumn}) = ${pathKey(target)}`, sql`lower(${targetColumn}) = ${pathKey(from)}`, self))
    .limit(1);
  if (back) throw validationError({ target: [redirectMessages.twoStepLoop(String(back.from_path))] });
}

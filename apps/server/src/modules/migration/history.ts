import {
  type CategoryMigrationParams,
  type CategoryMigrationResult,
  categoryMigrationJobKind,
  type MigrationHistoryItem,
} from '@kramar/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { isoTimestamp } from '../../crud/records.ts';
import { type Db, queryRows } from '../../db/client.ts';
import { historyDoc } from './docs.ts';

interface Row {
  id: number | string;
  status: MigrationHistoryItem['status'];
  done: number;
  total: number;
  params: CategoryMigrationParams;
  result: (CategoryMigrationResult & { message?: string }) | null;
  user_id: number | string | null;
  user_name: string | null;
  created_at: string | Date;
  finished_at: string | Date | null;
}

/** Migrations change the catalogue everyone works on: whoever reads categories sees all of them. */
const shown = 100;

/**
 * GET /api/categories/migrations: past and running migrations, newest first (jobs of the
 * `category-migration` kind with who started them), for /migration.
 */
export async function migrationHistoryRoute(app: FastifyInstance, opts: { db: Db; scope: string }): Promise<void> {
  app.get(
    '/categories/migrations',
    {
      schema: { summary: 'Історія міграцій категорій', tags: ['categories'] },
      config: { access: { scope: opts.scope }, docs: { response: { 200: historyDoc } } },
    },
    async (): Promise<{ data: MigrationHistoryItem[] }> => {
      const rows = await queryRows<Row>(
        opts.db,
        sql`select j.id, j.status, j.done, j.total, j.params, j.result, j.user_id, u.name as user_name,
              j.created_at, j.finished_at
            from jobs j left join admin_users u on u.id = j.user_id
            where j.kind = ${categoryMigrationJobKind} order by j.id desc limit ${shown}`,
      );
      return {
        data: rows.map((r) => ({
          id: Number(r.id),
          status: r.status,
          done: Number(r.done),
          total: Number(r.total),
          user: r.user_id === null ? null : { id: Number(r.user_id), name: r.user_name ?? '' },
          source: { id: r.params.source, title: r.params.source_title },
          target: { id: r.params.target, title: r.params.target_title },
          include_subcategories: Boolean(r.params.include_subcategories),
          result:
            r.status === 'done' && r.result
              ? { moved: r.result.moved, changed: r.result.changed, lost: r.result.lost }
              : null,
          message: r.status === 'failed' ? (r.result?.message ?? null) : null,
          created_at: isoTimestamp(r.created_at) ?? String(r.created_at),
          finished_at: isoTimestamp(r.finished_at),
        })),
      };
    },
  );
}

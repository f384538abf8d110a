import { apiMessages, type OrderTimelineEntry, type OrderTimelineStatus } from '@kramar/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { auditEntries } from '../../crud/audit-log.ts';
import type { ResourceRoutesContext } from '../../crud/hooks.ts';
import { isoTimestamp } from '../../crud/records.ts';
import { idOf, userOf } from '../../crud/route-params.ts';
import { type Db, queryRows } from '../../db/client.ts';
import { AppError, validationError } from '../../http/errors.ts';
import { orderDocs } from './docs.ts';
import { orderMessages as m } from './messages.ts';

type TimelineEntry = OrderTimelineEntry;
type User = TimelineEntry['user'];
type Status = OrderTimelineStatus | null;

const userFrom = (id: unknown, name: unknown): User =>
  id === null || id === undefined ? null : { id: Number(id), name: String(name ?? '') };
const at = (v: unknown) => isoTimestamp(v) ?? String(v);

interface Row {
  id: number;
  user_id: number | null;
  user_name: string | null;
  created_at: unknown;
}

async function orderCreatedAt(db: Db, id: number): Promise<unknown> {
  const [row] = await queryRows<{ created_at: unknown }>(db, sql`select created_at from orders where id = ${id}`);
  if (!row) throw new AppError(404, apiMessages.notFound);
  return row.created_at;
}

/** Creation, every status change, every edit (the audit log, less the status) and comments, oldest first. */
async function timeline(db: Db, id: number): Promise<TimelineEntry[]> {
  const createdAt = at(await orderCreatedAt(db, id));
  const statuses = new Map(
    (
      await queryRows<{ id: number; title: string; color: string }>(
        db,
        sql`select id, title, color from order_statuses`,
      )
    ).map((s) => [Number(s.id), { id: Number(s.id), title: s.title, color: s.color }]),
  );
  const status = (v: unknown): Status => (v === null || v === undefined ? null : (statuses.get(Number(v)) ?? null));
  const changes = await queryRows<Row & { from_status_id: number | null; to_status_id: number | null }>(
    db,
    sql`select id, from_status_id, to_status_id, user_id, user_name, created_at
        from order_status_changes where order_id = ${id} order by id`,
  );
  const comments = await queryRows<Row & { text: string }>(
    db,
    sql`select id, text, user_id, user_name, created_at from order_comments where order_id = ${id} order by id`,
  );
  const audit = (await auditEntries(db, 'orders', id, 1000)).reverse();
  const created = audit.find((e) => e.action === 'create');
  // the creation's status row is written in the creation's transaction, so it has its very time
  const first = changes[0];
  const initial = first && first.from_status_id === null && at(first.created_at) === createdAt ? first : undefined;
  const out: TimelineEntry[] = [
    {
      id: 'created',
      kind: 'created',
      at: createdAt,
      user: created?.user ?? null,
      status: status(initial?.to_status_id),
    },
  ];
  for (const c of changes) {
    if (c === initial) continue;
    const entry = {
      id: `status:${c.id}`,
      kind: 'status',
      at: at(c.created_at),
      user: userFrom(c.user_id, c.user_name),
    };
    out.push({ ...entry, kind: 'status', status: status(c.to_status_id), from_status: status(c.from_status_id) });
  }
  for (const e of audit) {
    if (e.action === 'create') continue;
    const { status_id: _, ...rest } = e.changes;
    if (Object.keys(rest).length === 0) continue;
    out.push({ id: `edit:${e.id}`, kind: 'edit', at: at(e.created_at), user: e.user, changes: rest });
  }
  for (const c of comments) out.push(commentEntry(c));
  const rank = { created: 0, status: 1, edit: 2, comment: 3 };
  return out.sort((a, b) => a.at.localeCompare(b.at) || rank[a.kind] - rank[b.kind]);
}

const commentEntry = (c: Row & { text: string }): TimelineEntry => ({
  id: `comment:${c.id}`,
  kind: 'comment',
  at: at(c.created_at),
  user: userFrom(c.user_id, c.user_name),
  text: c.text,
});

/** GET /api/orders/{id}/timeline and POST /api/orders/{id}/comments. */
export function timelineRoutes(app: FastifyInstance, { db }: ResourceRoutesContext): void {
  const tags = ['orders'];
  app.get(
    '/:id/timeline',
    {
      schema: { summary: 'Історія замовлення', tags },
      config: { access: { scope: 'orders.show' }, docs: orderDocs.timeline },
    },
    async (request) => ({ data: await timeline(db, idOf(request)) }),
  );
  app.post(
    '/:id/comments',
    {
      schema: { summary: 'Коментар до замовлення', tags },
      config: { access: { scope: 'orders.edit' }, docs: orderDocs.comment },
    },
    async (request, reply) => {
      const id = idOf(request);
      const user = userOf(request);
      const raw = (request.body as { text?: unknown } | null)?.text;
      const text = typeof raw === 'string' ? raw.trim() : '';
      if (!text) throw validationError({ text: [m.commentEmpty] });
      if (text.length > 2000) throw validationError({ text: [m.commentLong] });
      await orderCreatedAt(db, id);
      const [row] = await queryRows<Row & { text: string }>(
        db,
        sql`insert into order_comments (order_id, user_id, user_name, text) values (${id}, ${user.id}, ${user.name}, ${text})
            returning id, text, user_id, user_name, created_at`,
      );
      if (!row) throw new Error('orders: the comment insert returned no row');
      reply.code(201);
      return { data: commentEntry(row) };
    },
  );
}

import type { CurrentUser } from '@kramar/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { userOf } from '../../../crud/route-params.ts';
import { type Db, queryRows } from '../../../db/client.ts';
import { reachable } from '../workspaces/scope.ts';
import { draftFigures, orderFigures, staffFigures } from './figures.ts';
import { figuresDoc } from './figures-docs.ts';

/** The workspaces a dealer's dashboard shows at most: a dealer has a handful, the list has the rest. */
const shownWorkspaces = 50;

const groupDoc = z
  .object({
    id: z.number().int(),
    name: z.string(),
    discount: z.number().describe('знижка від роздрібної ціни, %'),
    min_order_amount: z.number().int().nullable().describe('мінімальне замовлення, копійки'),
  })
  .nullable()
  .describe('null — роздрібні ціни');
const dashboardDoc = z.object({
  data: z.object({
    company: z
      .object({ id: z.number().int(), legal_name: z.string(), edrpou: z.string(), status: z.string() })
      .nullable()
      .describe('компанія дилера; null для персоналу'),
    manager: z
      .object({ name: z.string(), email: z.string(), phone: z.string().nullable() })
      .nullable()
      .describe('співробітник магазину, що веде дилера'),
    workspaces: z.array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        city: z.string(),
        street: z.string().nullable(),
        price_group: groupDoc,
      }),
    ),
    workspaces_total: z.number().int(),
    statuses: z
      .record(z.string(), z.number().int())
      .nullable()
      .describe('персоналу: скільки компаній у кожному статусі; дилеру — null'),
    ...figuresDoc,
  }),
});

interface CompanyRow {
  id: unknown;
  legal_name: string;
  edrpou: string;
  status: string;
  manager_name: string | null;
  manager_email: string | null;
  manager_phone: string | null;
}

/** The caller's own company and the staff member who looks after it, read through the caller's account row. */
async function companyOf(db: Db, user: CurrentUser) {
  const [row] = await queryRows<CompanyRow>(
    db,
    sql`select d.id, d.legal_name, d.edrpou, d.status, m.name as manager_name, m.email as manager_email,
        m.phone as manager_phone
      from admin_users a join dealers d on d.id = a.dealer_id
      left join admin_users m on m.id = d.manager_id and m.active
      where a.id = ${user.id}`,
  );
  if (!row) return { company: null, manager: null };
  return {
    company: { id: Number(row.id), legal_name: row.legal_name, edrpou: row.edrpou, status: row.status },
    manager:
      row.manager_name === null
        ? null
        : { name: row.manager_name, email: row.manager_email ?? '', phone: row.manager_phone },
  };
}

interface WorkspaceRow {
  id: unknown;
  name: string;
  city: string;
  street: string | null;
  group_id: unknown;
  group_name: string | null;
  discount: unknown;
  min_order_amount: unknown;
  total: unknown;
}

/** The workspaces the caller reaches (the wall's own condition), each with the terms it buys on. */
async function workspacesOf(db: Db, user: CurrentUser) {
  const w = sql`${sql.identifier('dealer_workspaces')}`;
  const rows = await queryRows<WorkspaceRow>(
    db,
    sql`select ${w}.id, ${w}.name, ${w}.city, ${w}.street, g.id as group_id, g.name as group_name, g.discount,
        g.min_order_amount, count(*) over () as total
      from ${w} left join price_groups g on g.id = ${w}.price_group_id
      where ${reachable(user, w)}
      order by ${w}.name, ${w}.id limit ${shownWorkspaces}`,
  );
  const workspaces = rows.map((r) => ({
    id: Number(r.id),
    name: r.name,
    city: r.city,
    street: r.street,
    price_group:
      r.group_id === null
        ? null
        : {
            id: Number(r.group_id),
            name: r.group_name ?? '',
            discount: Number(r.discount),
            min_order_amount: r.min_order_amount === null ? null : Number(r.min_order_amount),
          },
  }));
  return { workspaces, total: Number(rows[0]?.total ?? 0) };
}

/** Staff's view of the dealer side: how many companies wait, trade, were refused or are blocked. */
async function statusCounts(db: Db): Promise<Record<string, number>> {
  const rows = await queryRows<{ status: string; n: unknown }>(
    db,
    sql`select status, count(*) as n from dealers group by status`,
  );
  const counts: Record<string, number> = { pending: 0, approved: 0, rejected: 0, blocked: 0 };
  for (const row of rows) counts[row.status] = Number(row.n);
  return counts;
}

/**
 * GET /api/dealers/dashboard (SPEC §2 `/dealers`, «dashboard with statuses»): a dealer's company,
 * its manager at the shop and its workspaces with their price groups; staff get the companies'
 * statuses instead of a company. Every query starts from the caller's own account row.
 */
export async function dealerDashboardRoutes(
  app: FastifyInstance,
  opts: { db: Db; shopTimeZone: string },
): Promise<void> {
  const { db, shopTimeZone: tz } = opts;
  app.get(
    '/',
    {
      schema: {
        summary: 'Панель дилера: компанія, менеджер магазину, робочі простори з ціновими групами',
        tags: ['dealers'],
      },
      config: { access: { scope: 'dealer.dashboard', dealer: true }, docs: { response: { 200: dashboardDoc } } },
    },
    async (request) => {
      const user = userOf(request);
      if (!user.dealer) {
        // staff reach every workspace: a count, not a page of strangers' shops
        const [all] = await queryRows<{ n: unknown }>(db, sql`select count(*) as n from dealer_workspaces`);
        const statuses = await statusCounts(db);
        return {
          data: {
            company: null,
            manager: null,
            workspaces: [],
            workspaces_total: Number(all?.n ?? 0),
            statuses,
            orders: await orderFigures(db, user, tz),
            drafts: await draftFigures(db, user),
            ...(await staffFigures(db, tz)),
          },
        };
      }
      const { company, manager } = await companyOf(db, user);
      const { workspaces, total } = await workspacesOf(db, user);
      const orders = await orderFigures(db, user, tz);
      const drafts = await draftFigures(db, user);
      return {
        data: {
          company,
          manager,
          workspaces,
          workspaces_total: total,
          statuses: null,
          orders,
          drafts,
          pending_applications: null,
          top_dealers: null,
        },
      };
    },
  );
}

import {
  type ApplicationChecks,
  approveDealersSchema,
  blockDealerSchema,
  dealerMessages,
  isEdrpou,
  readScope,
  rejectDealersSchema,
  writeScope,
} from '@kramar/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ResourceRoutesContext } from '../../crud/hooks.ts';
import { idOf, userOf } from '../../crud/route-params.ts';
import { type Db, queryRows } from '../../db/client.ts';
import { checkApproval, type Decided, type Decision, decide } from './decisions.ts';

interface PendingRow {
  id: number | string;
  legal_name: string;
  edrpou: string;
  phone: string;
  email: string;
  contact_person: string;
  created_at: string | Date;
  phone_dealers: number;
  phone_customers: number;
  email_dealers: number;
  email_customers: number;
  email_accounts: number;
}

/**
 * Pending applications, oldest first, each with its duplicates counted in the same statement:
 * other companies and customers by phone, and by e-mail also the sign-in accounts other than the
 * company's own people (an applicant whose e-mail already signs in elsewhere).
 */
async function pendingApplications(db: Db, page: number, perPage: number) {
  const rows = await queryRows<PendingRow>(
    db,
    sql`select d.id, d.legal_name, d.edrpou, d.phone, d.email, d.contact_person, d.created_at,
      (select count(*)::int from dealers o where o.id <> d.id and o.phone = d.phone) as phone_dealers,
      (select count(*)::int from customers c where c.phone = d.phone or c.extra_phones @> jsonb_build_array(d.phone))
        as phone_customers,
      (select count(*)::int from dealers o where o.id <> d.id and lower(o.email) = lower(d.email)) as email_dealers,
      (select count(*)::int from customers c where lower(c.email) = lower(d.email)) as email_customers,
      (select count(*)::int from admin_users a where lower(a.email) = lower(d.email)
        and a.dealer_id is distinct from d.id) as email_accounts
    from dealers d where d.status = 'pending'
    order by d.created_at, d.id limit ${perPage} offset ${(page - 1) * perPage}`,
  );
  const [count] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from dealers where status = 'pending'`,
  );
  const total = Number(count?.n ?? 0);
  const data = rows.map((r) => {
    const checks: ApplicationChecks = {
      edrpou_valid: isEdrpou(r.edrpou),
      phone: { dealers: r.phone_dealers, customers: r.phone_customers },
      email: { dealers: r.email_dealers, customers: r.email_customers, accounts: r.email_accounts },
    };
    return {
      id: Number(r.id),
      legal_name: r.legal_name,
      edrpou: r.edrpou,
      phone: r.phone,
      email: r.email,
      contact_person: r.contact_person,
      created_at: new Date(r.created_at).toISOString(),
      checks,
    };
  });
  return {
    data,
    meta: { current_page: page, per_page: perPage, total, last_page: Math.max(1, Math.ceil(total / perPage)) },
  };
}

const pageQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce
    .number()
    .int()
    .refine((v) => [10, 25, 50, 100].includes(v))
    .default(25),
});

const decidedDoc = z.object({
  data: z.array(z.object({ id: z.number(), legal_name: z.string(), email: z.string(), before: z.string() })),
});
const checksDoc = z.object({
  edrpou_valid: z.boolean(),
  phone: z.object({ dealers: z.number(), customers: z.number() }),
  email: z.object({ dealers: z.number(), customers: z.number(), accounts: z.number() }),
});
const pendingDoc = z.object({
  data: z.array(
    z.object({
      id: z.number(),
      legal_name: z.string(),
      edrpou: z.string(),
      phone: z.string(),
      email: z.string(),
      contact_person: z.string(),
      created_at: z.string(),
      checks: checksDoc,
    }),
  ),
  meta: z.object({ current_page: z.number(), per_page: z.number(), total: z.number(), last_page: z.number() }),
});

/**
 * What a decision does beyond the status: the mail to the company (the outbox, in the same
 * transaction). Set by the mail part of the module; a decision without it only changes rows.
 */
export type AfterDecision = (tx: Db, decision: Decision, decided: readonly Decided[]) => Promise<void>;

/** The moderation list and the decisions: approve, reject (one or many), block and unblock. */
export function moderationRoutes(afterDecision: AfterDecision) {
  return (app: FastifyInstance, ctx: ResourceRoutesContext): void => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const tags = [ctx.resource.name];
    const read = { access: { scope: readScope(ctx.resource) } };
    const write = { access: { scope: writeScope(ctx.resource) } };
    const run = (user: ReturnType<typeof userOf>, d: Decision, none: string, check?: (tx: Db) => Promise<void>) =>
      ctx.db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        await check?.(tx);
        const decided = await decide(tx, user, d, none);
        await afterDecision(tx, d, decided);
        return { data: decided };
      });

    api.get(
      '/moderation',
      {
        schema: {
          summary: 'Заявки дилерів на модерацію: найстаріші першими, з перевірками',
          tags,
          querystring: pageQuery,
        },
        config: { ...read, docs: { response: { 200: pendingDoc } } },
      },
      (request) => pendingApplications(ctx.db, request.query.page, request.query.per_page),
    );
    api.post(
      '/moderation/approve',
      {
        schema: { summary: 'Схвалити заявки: цінова група й менеджер магазину', tags, body: approveDealersSchema },
        config: { ...write, docs: { response: { 200: decidedDoc } } },
      },
      (request) => {
        const { ids, price_group_id, manager_id } = request.body;
        const d = { ids, from: ['pending', 'rejected'] as const, to: 'approved' as const, reason: null };
        return run(
          userOf(request),
          { ...d, priceGroupId: price_group_id, managerId: manager_id },
          dealerMessages.notPending,
          (tx) => checkApproval(tx, price_group_id, manager_id),
        );
      },
    );
    api.post(
      '/moderation/reject',
      {
        schema: { summary: 'Відхилити заявки з причиною', tags, body: rejectDealersSchema },
        config: { ...write, docs: { response: { 200: decidedDoc } } },
      },
      (request) => {
        const { ids, reason } = request.body;
        return run(userOf(request), { ids, from: ['pending'], to: 'rejected', reason }, dealerMessages.notPending);
      },
    );
    api.post(
      '/:id/block',
      {
        schema: { summary: 'Заблокувати дилера: його сеанси завершуються одразу', tags, body: blockDealerSchema },
        config: { ...write, docs: { response: { 200: decidedDoc } } },
      },
      (request) => {
        const d = {
          ids: [idOf(request)],
          from: ['approved'] as const,
          to: 'blocked' as const,
          reason: request.body.reason,
        };
        return run(userOf(request), d, dealerMessages.notApproved);
      },
    );
    api.post(
      '/:id/unblock',
      {
        schema: { summary: 'Розблокувати дилера', tags },
        config: { ...write, docs: { noBody: true, response: { 200: decidedDoc } } },
      },
      (request) => {
        const d = { ids: [idOf(request)], from: ['blocked'] as const, to: 'approved' as const, reason: null };
        return run(userOf(request), d, dealerMessages.notBlocked);
      },
    );
  };
}

import {
  applicationPrincipalFields,
  applicationPrincipalSchema,
  dealerMessages,
  fieldErrors,
  fieldMessages,
  inputSchema,
  isEdrpou,
} from '@kramar/contract';
import { sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { insertAccount } from '../../auth/accounts.ts';
import { hashPassword } from '../../auth/password.ts';
import { refuseWeakPassword } from '../../auth/password-policy.ts';
import { diffChanges, writeAudit } from '../../crud/audit-log.ts';
import type { ResourceRoutesContext } from '../../crud/hooks.ts';
import { pgErrorOf } from '../../crud/write-checks.ts';
import { type Db, queryRows } from '../../db/client.ts';
import { validationError } from '../../http/errors.ts';
import { countFormAttempt, tooSoon } from '../auth/limits.ts';

/** The company fields a guest fills; the rest (manager, notes, status) are staff's. */
const companyFields = ['legal_name', 'edrpou', 'vat', 'legal_address', 'contact_person', 'phone', 'email'] as const;

/** Applications one address may send in an hour: an office applies once, a bot is stopped. */
export const applicationsPerHour = 5;

const accepted = { data: { status: 'pending' as const, message: dealerMessages.applied } };

type Errors = Record<string, string[]>;

/** The body split into the company's and the principal's parts, each checked by its own schema. */
function parseApplication(ctx: ResourceRoutesContext, body: unknown) {
  const input = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const errors: Errors = {};
  const known = new Set<string>([...companyFields, ...applicationPrincipalFields]);
  for (const key of Object.keys(input)) if (!known.has(key)) errors[key] = [fieldMessages.unknown];
  const pick = (names: readonly string[]) =>
    Object.fromEntries(Object.entries(input).filter(([key]) => names.includes(key)));
  const company = inputSchema(ctx.resource, 'create').safeParse(pick(companyFields));
  const principal = applicationPrincipalSchema.safeParse(pick(applicationPrincipalFields));
  if (!company.success) Object.assign(errors, fieldErrors(company.error));
  if (!principal.success) Object.assign(errors, fieldErrors(principal.error));
  if (!company.success || !principal.success || Object.keys(errors).length) throw validationError(errors);
  const code = company.data.edrpou;
  if (typeof code === 'string' && !isEdrpou(code)) throw validationError({ edrpou: [dealerMessages.edrpouCheck] });
  return { company: company.data, principal: principal.data };
}

/** A code already registered or a sign-in e-mail in use: field errors that name nobody else. */
async function duplicates(db: Db, edrpou: unknown, email: string): Promise<Errors> {
  const [row] = await queryRows<{ code: boolean; login: boolean }>(
    db,
    sql`select exists (select 1 from dealers where lower(edrpou) = lower(${String(edrpou)})) as code,
      exists (select 1 from admin_users where lower(email) = ${email}) as login`,
  );
  const errors: Errors = {};
  if (row?.code) errors.edrpou = [dealerMessages.edrpouTaken];
  if (row?.login) errors.principal_email = [dealerMessages.emailTaken];
  return errors;
}

/** POST /api/dealers-users/register: a guest's application makes a pending company and its principal. */
export function applicationRoute(app: FastifyInstance, ctx: ResourceRoutesContext): void {
  app.post(
    '/register',
    {
      schema: {
        summary: 'Заявка дилера (гість): компанія й керівник, статус «очікує модерації»',
        tags: [ctx.resource.name],
      },
      config: {
        access: 'public',
        docs: {
          body: z.object({
            legal_name: z.string(),
            edrpou: z.string().describe('8 цифр, остання — контрольна'),
            vat: z.string().optional(),
            legal_address: z.string(),
            contact_person: z.string(),
            phone: z.string().describe('+380XXXXXXXXX'),
            email: z.string(),
            principal_name: z.string(),
            principal_email: z.string().describe('e-mail для входу'),
            password: z.string(),
            website: z.string().optional().describe('приховане поле-пастка: людина його не заповнює'),
          }),
          response: { 201: z.object({ data: z.object({ status: z.literal('pending'), message: z.string() }) }) },
        },
      },
    },
    async (request, reply) => {
      const wait = await countFormAttempt(ctx.db, 'dealer-application', request.ip, applicationsPerHour);
      if (wait > 0) return tooSoon(reply, wait);
      const { company, principal } = parseApplication(ctx, request.body);
      // a bot filled the hidden field: it hears what a person would, and nothing is written
      if (principal.website) {
        request.log.info({ event: 'dealer-application', outcome: 'honeypot' }, 'dealer application dropped');
        return reply.status(201).send(accepted);
      }
      const taken = await duplicates(ctx.db, company.edrpou, principal.principal_email);
      if (Object.keys(taken).length) throw validationError(taken);
      await refuseWeakPassword(principal.password);
      const passwordHash = await hashPassword(principal.password);
      try {
        await ctx.db.transaction(async (transaction) => {
          const tx = transaction as unknown as Db;
          const values = { ...company, status: 'pending' };
          const [row] = await tx
            .insert(ctx.table)
            .values(values)
            .returning({ id: ctx.table.id as PgColumn });
          const id = Number(row?.id);
          const name = principal.principal_name;
          await insertAccount(tx, {
            name,
            email: principal.principal_email,
            passwordHash,
            dealer: { id, kind: 'principal' },
          });
          const changes = diffChanges([...companyFields, 'status'], null, values);
          await writeAudit(tx, null, [{ resource: ctx.resource.name, recordId: id, action: 'create', changes }]);
        });
      } catch (error) {
        // two applications racing for one code or e-mail: the unique index decides
        if (pgErrorOf(error)?.code !== '23505') throw error;
        throw validationError(await duplicates(ctx.db, company.edrpou, principal.principal_email));
      }
      request.log.info({ event: 'dealer-application', outcome: 'pending' }, 'dealer application received');
      return reply.status(201).send(accepted);
    },
  );
}

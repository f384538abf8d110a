import { sql } from 'drizzle-orm';
import { queryRows, sqlList } from '../../db/client.ts';
import { mailMessages } from '../../mail/messages.ts';
import type { Mail } from '../../mail/outbox.ts';
import type { AfterDecision } from './moderation.ts';

/**
 * The letter of an approval (with the sign-in link) or a rejection (with its reason), to the
 * company's principal (the company's own e-mail when it has none), queued in the decision's
 * transaction. An unblocking is no news to write about: the company knew its account.
 */
export const decisionMail =
  (mail: Mail): AfterDecision =>
  async (tx, decision, decided) => {
    if (decision.to !== 'approved' && decision.to !== 'rejected') return;
    const told = decided.filter((d) => d.before !== 'blocked');
    if (told.length === 0) return;
    const principals = await queryRows<{ dealer_id: number | string; name: string; email: string }>(
      tx,
      sql`select distinct on (dealer_id) dealer_id, name, email from admin_users
          where dealer_id in (${sqlList(told.map((d) => d.id))}) and dealer_kind = 'principal' and active
          order by dealer_id, id`,
    );
    for (const company of told) {
      const person = principals.find((p) => Number(p.dealer_id) === company.id);
      const to = person?.email ?? company.email;
      await mail.queue(
        tx,
        decision.to === 'approved'
          ? mailMessages.dealerApproved(mail, to, company.legal_name, person?.name)
          : mailMessages.dealerRejected(to, company.legal_name, decision.reason, person?.name),
      );
    }
  };

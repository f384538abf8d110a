import { z } from '../zod.ts';
import { dealerMessages } from './messages.ts';

export { type DealerStatus, dealerStatuses } from './statuses.ts';

const ids = z.array(z.number().int().positive()).min(1).max(100);
const reason = z.string().trim().min(1, dealerMessages.reasonRequired).max(1000);

/** POST /api/dealers-users/moderation/approve: pending applications, the price group and the staff member. */
export const approveDealersSchema = z.strictObject({
  ids,
  price_group_id: z.number().int().positive(),
  manager_id: z.number().int().positive(),
});

/** POST /api/dealers-users/moderation/reject: pending applications and why. */
export const rejectDealersSchema = z.strictObject({ ids, reason });

/** POST /api/dealers-users/{id}/block: why (the dealer reads it when it tries to sign in). */
export const blockDealerSchema = z.strictObject({ reason });

/** What a moderator sees at a glance beside an application (GET /api/dealers-users/moderation). */
export interface ApplicationChecks {
  edrpou_valid: boolean;
  /** Other companies and customers with the same phone. */
  phone: { dealers: number; customers: number };
  /** Other companies, customers and sign-in accounts with the same e-mail. */
  email: { dealers: number; customers: number; accounts: number };
}

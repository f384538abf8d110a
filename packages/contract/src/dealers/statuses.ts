/**
 * The statuses of a dealer company: an application waits, then is approved or rejected; approved may be blocked.
 * A module of its own, without a schema: the dealers' resource declaration reads it, and every
 * staff screen loads the resource declarations, so it must not bring zod along.
 */
export const dealerStatuses = ['pending', 'approved', 'rejected', 'blocked'] as const;
export type DealerStatus = (typeof dealerStatuses)[number];

import type { CurrentUser } from '@kramar/contract';

/** Where a signed-in person starts: a dealer's people in the dealer panel, staff on the dashboard. */
export const homePath = (user: Pick<CurrentUser, 'dealer'> | null | undefined): string =>
  user?.dealer ? '/dealers' : '/dashboard';

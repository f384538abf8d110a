/** What a dated status shows: switched off, on but not started, on and over, on and running. */
export type DatedState = 'inactive' | 'scheduled' | 'expired' | 'active';

export const datedStates: readonly DatedState[] = ['active', 'scheduled', 'expired', 'inactive'];

const instant = (v: unknown): number | undefined => {
  if (v instanceof Date) return v.getTime();
  if (typeof v !== 'string' || v === '') return undefined;
  const ms = Date.parse(v);
  return Number.isNaN(ms) ? undefined : ms;
};

/**
 * The one definition of a dated status (SPEC: promo codes), used by the server's counts and the
 * list's chip alike: any status but `active` stands as it is; an active one is over once its end
 * has come, waits while its start is ahead, and runs otherwise.
 */
export function datedState(status: unknown, startsAt: unknown, endsAt: unknown, now: number = Date.now()): string {
  if (status !== 'active') return String(status);
  const ends = instant(endsAt);
  if (ends !== undefined && ends <= now) return 'expired';
  const starts = instant(startsAt);
  if (starts !== undefined && starts > now) return 'scheduled';
  return 'active';
}

import { formatDateTime } from './format.ts';

const minute = 60_000;
const hour = 60 * minute;
/** Past this, «N год тому» says less than the date: the list shows the date and time instead. */
const relativeFor = 12 * hour;

/**
 * When something happened, said as a person scanning a queue reads it: «щойно», «5 хв тому»,
 * «3 год тому» within the last hours, then the date and time on the shop's clock. The full date
 * and time go with it (for a title or tooltip) in either case.
 */
export function formatRecent(
  iso: unknown,
  locale: string,
  now: number = Date.now(),
  timeZone?: string,
): { text: string; full: string } | null {
  if (typeof iso !== 'string') return null;
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return null;
  const full = formatDateTime(iso, locale, timeZone);
  const ago = now - at;
  // a clock a little ahead of the server's still reads «щойно», not a time in the future
  if (ago < -minute || ago >= relativeFor) return { text: full, full };
  const relative = new Intl.RelativeTimeFormat(locale, { numeric: 'auto', style: 'short' });
  const text =
    ago < minute
      ? relative.format(0, 'second')
      : ago < hour
        ? relative.format(-Math.floor(ago / minute), 'minute')
        : relative.format(-Math.floor(ago / hour), 'hour');
  return { text, full };
}

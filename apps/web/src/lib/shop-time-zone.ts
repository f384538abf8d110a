/**
 * The shop works in one time zone (the server's SHOP_TIME_ZONE): a promo typed as starting at 10:00
 * starts at 10:00 there, wherever the browser is. Instants are stored in UTC; the form edits and the
 * lists show the shop's wall clock. Plain Intl, so the main bundle carries no date library.
 */

export const fallbackShopTimeZone = 'Europe/Kyiv';

const isTimeZone = (zone: string): boolean => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

let cachedZone: string | undefined;

/** The server writes its SHOP_TIME_ZONE into this meta tag of index.html. */
export function shopTimeZone(): string {
  if (cachedZone) return cachedZone;
  const content =
    typeof document === 'undefined'
      ? undefined
      : document.querySelector<HTMLMetaElement>('meta[name="kramar:shop-time-zone"]')?.content.trim();
  cachedZone = content && isTimeZone(content) ? content : fallbackShopTimeZone;
  return cachedZone;
}

const partsFormatters = new Map<string, Intl.DateTimeFormat>();

function wallParts(zone: string, time: number): number[] {
  let formatter = partsFormatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    partsFormatters.set(zone, formatter);
  }
  const parts = formatter.formatToParts(new Date(time));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return [part('year'), part('month'), part('day'), part('hour'), part('minute'), part('second')];
}

/** Date.UTC without its mapping of years 0–99 to the 1900s. */
function utcTime(year: number, month: number, day: number, hour = 0, minute = 0, second = 0, ms = 0): number {
  const d = new Date(0);
  d.setUTCFullYear(year, month - 1, day);
  d.setUTCHours(hour, minute, second, ms);
  return d.getTime();
}

/** How far the zone's wall clock is ahead of UTC at that instant, in ms. */
function zoneOffset(zone: string, time: number): number {
  const whole = time - (((time % 1000) + 1000) % 1000);
  const [y = 0, mo = 1, d = 1, h = 0, mi = 0, s = 0] = wallParts(zone, whole);
  return utcTime(y, mo, d, h, mi, s) - whole;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** ISO instant → `YYYY-MM-DDTHH:mm` in the zone (`:ss` too when the instant has seconds); '' if none. */
export function isoToZonedWallClock(iso: unknown, zone: string = shopTimeZone()): string {
  if (typeof iso !== 'string' || iso === '') return '';
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  const [y = 0, mo = 1, d = 1, h = 0, mi = 0, s = 0] = wallParts(zone, time);
  const minutes = `${pad(y, 4)}-${pad(mo)}-${pad(d)}T${pad(h)}:${pad(mi)}`;
  return s === 0 ? minutes : `${minutes}:${pad(s)}`;
}

const dayMs = 24 * 3600 * 1000;

const wallClock = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?$/;

/**
 * `YYYY-MM-DDTHH:mm[:ss]` read as the zone's wall clock → ISO instant. A time the clocks skip
 * (spring forward) lands after the gap, as the clocks do. Undefined when the text is no wall clock.
 */
export function zonedWallClockToIso(text: string, zone: string = shopTimeZone()): string | undefined {
  const m = wallClock.exec(text.trim());
  if (!m) return undefined;
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0] = m.slice(1, 7).map((v) => Number(v ?? 0));
  const ms = m[7] ? Number(m[7].padEnd(3, '0')) : 0;
  if (hour > 23 || minute > 59 || second > 59) return undefined;
  const naive = utcTime(year, month, day, hour, minute, second, ms);
  // 31.02 would roll over into March: not a day at all
  if (new Date(naive).getUTCDate() !== day || new Date(naive).getUTCMonth() !== month - 1) return undefined;
  // the offsets either side of a change of the clocks; the earliest that reads back is the time
  const offsets = [zoneOffset(zone, naive - dayMs), zoneOffset(zone, naive + dayMs)];
  const fits = offsets.map((o) => naive - o).filter((t) => zoneOffset(zone, t) === naive - t);
  // none fits in the hour the clocks skip: read it with the offset before, past the gap
  return new Date(fits.length > 0 ? Math.min(...fits) : naive - (offsets[0] ?? 0)).toISOString();
}

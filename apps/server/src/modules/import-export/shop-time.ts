/**
 * Times in a file as the screens show them: on the shop's clock (SHOP_TIME_ZONE), `27.11.2026, 14:30`
 * (seconds only when there are some, so a time a person typed reads as typed and none is lost).
 */
const two = (n: number) => String(n).padStart(2, '0');

function partsIn(zone: string, time: number) {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(time));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { y: get('year'), mo: get('month'), d: get('day'), h: get('hour'), mi: get('minute'), s: get('second') };
}

/** An ISO instant as the shop's clock shows it; `seconds: false` to the minute, as the lists show it. */
export function shopDateTime(iso: string, zone: string, seconds = true): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return iso;
  const p = partsIn(zone, time);
  const tail = seconds && p.s ? `:${two(p.s)}` : '';
  return `${two(p.d)}.${two(p.mo)}.${p.y}, ${two(p.h)}:${two(p.mi)}${tail}`;
}

/** A calendar date `2026-11-27` as the screens show it: `27.11.2026`. */
export function shopDate(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  return match ? `${match[3]}.${match[2]}.${match[1]}` : value;
}

const dateTimeCell = /^(\d{1,2})\.(\d{1,2})\.(\d{4})(?:,?\s+(\d{1,2}):(\d{2})(?::(\d{2}))?)?$/;

/** The wall time `y-m-d h:m:s` on the shop's clock as an instant (the offset rechecked across a DST change). */
function instantOf(zone: string, y: number, mo: number, d: number, h: number, mi: number, s: number): number {
  const wall = Date.UTC(y, mo - 1, d, h, mi, s);
  const offsetAt = (t: number) => {
    const p = partsIn(zone, t);
    return Date.UTC(p.y, p.mo - 1, p.d, p.h, p.mi, p.s) - t;
  };
  const first = wall - offsetAt(wall);
  return wall - offsetAt(first);
}

/** A cell of a date-and-time field: the screens' form on the shop's clock, or ISO 8601 as older files had. */
export function parseShopDateTime(cell: string, zone: string): string {
  const m = dateTimeCell.exec(cell.trim());
  if (!m) return cell;
  const [d, mo, y, h, mi, s] = [m[1], m[2], m[3], m[4] ?? '0', m[5] ?? '0', m[6] ?? '0'].map(Number) as number[];
  if (!d || !mo || !y || mo > 12 || d > 31) return cell;
  return new Date(instantOf(zone, y, mo, d, h ?? 0, mi ?? 0, s ?? 0)).toISOString();
}

/** A cell of a date field: `27.11.2026` (or `2026-11-27`) as `2026-11-27`. */
export function parseShopDate(cell: string): string {
  const m = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(cell.trim());
  return m ? `${m[3]}-${two(Number(m[2]))}-${two(Number(m[1]))}` : cell;
}

/**
 * A date field's text before its picker loads, exactly as the picker shows it (dd.mm.yyyy HH:mm in
 * Ukrainian, dd/mm/yyyy in English, seconds never shown): the swap on focus changes nothing in sight.
 * An empty value gives the placeholder from the sections' names (`dd.mm.yyyy hh:mm`).
 */
export function restingDate(
  wall: string,
  kind: 'date' | 'datetime',
  english: boolean,
  section?: (key: 'day' | 'month' | 'year' | 'hours' | 'minutes') => string,
): string {
  const sep = english ? '/' : '.';
  if (wall === '') {
    if (!section) return '';
    const date = [section('day'), section('month'), section('year')].join(sep);
    return kind === 'date' ? date : `${date} ${section('hours')}:${section('minutes')}`;
  }
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?/.exec(wall);
  if (!match) return '';
  const [, y, m, d, hh, mm] = match;
  const date = [d, m, y].join(sep);
  return kind === 'date' || hh === undefined ? date : `${date} ${hh}:${mm}`;
}

/** What the form gets for a date not yet whole: the contract names it as no date. */
export const incompleteDate = 'incomplete';

/** Digits a whole value takes: ddmmyyyy, and hhmm after it for a date-time. */
export const wholeDigits = (kind: 'date' | 'datetime'): number => (kind === 'date' ? 8 : 12);

/**
 * Digits typed so far as the picker shows them (`01.12.20` on the way to `01.12.2026 10:00`): a
 * separator comes only with the digit after it, so Backspace always takes a digit.
 */
export function typedDate(digits: string, english: boolean): string {
  const sep = english ? '/' : '.';
  const cuts: [number, string][] = [
    [2, sep],
    [4, sep],
    [8, ' '],
    [10, ':'],
  ];
  let shown = '';
  for (const [index, digit] of [...digits].entries()) {
    const cut = cuts.find(([at]) => at === index);
    shown += (cut ? cut[1] : '') + digit;
  }
  return shown;
}

/**
 * The wall clock the typed digits name (`YYYY-MM-DD` or `YYYY-MM-DDTHH:mm`), nothing for none, and
 * `incompleteDate` for a part of one or a day no calendar has (31.02), as the picker gives them.
 */
export function dateFromDigits(digits: string, kind: 'date' | 'datetime'): string {
  if (digits === '') return '';
  if (digits.length !== wholeDigits(kind)) return incompleteDate;
  const [d, m, y, hh, mm] = [0, 2, 4, 8, 10].map((at, i) => digits.slice(at, at + (i === 2 ? 4 : 2)));
  const [day, month, year] = [Number(d), Number(m), Number(y)];
  // day 0 of the next month is the last of this one
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (month < 1 || month > 12 || day < 1 || day > lastDay || year < 1) return incompleteDate;
  const date = `${y}-${m}-${d}`;
  if (kind === 'date') return date;
  if (Number(hh) > 23 || Number(mm) > 59) return incompleteDate;
  return `${date}T${hh}:${mm}`;
}

/**
 * A separator typed after one digit of a day, month, hour or minute (`1.` of `1.12.2026`) closes
 * it as the picker does: the digit is the section's whole value. Anywhere else it is nothing.
 */
export function closeSection(digits: string): string {
  const start = [0, 2, 8, 10].find((at) => digits.length === at + 1);
  return start === undefined ? digits : `${digits.slice(0, start)}0${digits.slice(start)}`;
}

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

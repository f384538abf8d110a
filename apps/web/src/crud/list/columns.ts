import type { Field, ResourceDef } from '@kramar/contract';

/** Structured values never make a readable cell (a long text declared for the list shows its first lines). */
const unlistable = new Set<Field['kind']>(['richtext', 'blocks', 'children']);

/** System columns the chooser offers beside the declared list fields, hidden at first. */
const extraColumns = ['id', 'updated_at'] as const;

/** Every column the chooser offers, in display order: id, the list fields, then updated_at. */
export function chooserColumns(r: ResourceDef): string[] {
  const fields = Object.entries(r.fields)
    .filter(([name, f]) => (f.list || name === r.titleField) && !unlistable.has(f.kind))
    .map(([name]) => name);
  return [extraColumns[0], ...fields, extraColumns[1]];
}

/** What a first visit shows: the declared list fields (and the title, which links to the record). */
export const defaultColumns = (r: ResourceDef): string[] =>
  chooserColumns(r).filter((c) => !(extraColumns as readonly string[]).includes(c));

export const columnsStorageKey = (r: ResourceDef): string => `kramar.columns.${r.name}`;

/**
 * The remembered choice, or the default when there is none or it no longer fits the declaration
 * (columns removed since). The title column always stays: it is the row's link.
 */
export function parseColumns(r: ResourceDef, raw: string | null): string[] {
  if (raw === null) return defaultColumns(r);
  let stored: unknown;
  try {
    stored = JSON.parse(raw);
  } catch {
    return defaultColumns(r);
  }
  if (!Array.isArray(stored)) return defaultColumns(r);
  const known = chooserColumns(r);
  const wanted = new Set(stored.filter((x): x is string => typeof x === 'string' && known.includes(x)));
  if (wanted.size === 0) return defaultColumns(r);
  wanted.add(r.titleField);
  return known.filter((c) => wanted.has(c));
}

/** The remembered choice, or null on a first visit (the list then fits the default to its width). */
export function readColumns(r: ResourceDef): string[] | null {
  try {
    const raw = localStorage.getItem(columnsStorageKey(r));
    return raw === null ? null : parseColumns(r, raw);
  } catch {
    return null;
  }
}

export function saveColumns(r: ResourceDef, columns: readonly string[]): void {
  try {
    localStorage.setItem(columnsStorageKey(r), JSON.stringify(columns));
  } catch {
    // Storage blocked or full: the choice lasts for this page only.
  }
}

/** Shows or hides one column, keeping the chooser's order; the title column cannot go. */
export function toggleColumn(r: ResourceDef, visible: readonly string[], column: string): string[] {
  if (column === r.titleField) return [...visible];
  const next = new Set(visible);
  if (next.has(column)) next.delete(column);
  else next.add(column);
  return chooserColumns(r).filter((c) => next.has(c));
}

/**
 * Which columns matter most when not all fit: the title (the row's link), the status, the money
 * (a price, an order's total), the column the list is sorted by (what orders the rows), the
 * columns edited in place, then the declaration's order.
 */
export function byPriority(r: ResourceDef, columns: readonly string[], sort: string): string[] {
  const status = Object.entries(r.fields).find(([, f]) => f.kind === 'status')?.[0];
  const sorted = sort.replace(/^-/, '');
  const money = (c: string) => r.fields[c]?.kind === 'money';
  // what the list edits in place (prices, stock) is what staff come to the list for, the counts first
  const edited = (c: string) => r.fields[c]?.gridEdit === true;
  const counted = (c: string) => r.fields[c]?.kind === 'integer' || r.fields[c]?.kind === 'decimal';
  const rank = (c: string) =>
    c === r.titleField ? 0 : c === status ? 1 : money(c) ? 2 : c === sorted ? 3 : edited(c) ? (counted(c) ? 4 : 5) : 6;
  return columns
    .map((c, i) => ({ c, i }))
    .sort((a, b) => rank(a.c) - rank(b.c) || a.i - b.i)
    .map(({ c }) => c);
}

/**
 * The columns of `wanted` that fit `room` pixels, the least important left out first, kept in
 * the chooser's order. The title always stays, even alone. `ranked`, when a feature gives it, is
 * the importance instead of the generic one. `drop` leaves out that many more of the kept ones,
 * the least important first: the table drawn from the estimate turned out wider than its room.
 */
export function fitColumns(
  r: ResourceDef,
  wanted: readonly string[],
  sort: string,
  room: number,
  widthOf: (column: string) => number,
  ranked?: readonly string[],
  drop = 0,
): string[] {
  let used = 0;
  const kept: string[] = [];
  const order = ranked ? ranked.filter((c) => wanted.includes(c)) : byPriority(r, wanted, sort);
  for (const column of order) {
    const width = widthOf(column);
    if (column !== r.titleField && used + width > room) continue;
    used += width;
    kept.push(column);
  }
  const shown = new Set(kept.slice(0, Math.max(1, kept.length - drop)));
  return wanted.filter((c) => shown.has(c));
}

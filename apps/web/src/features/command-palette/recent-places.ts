import type { PaletteItem } from './search-model.ts';

const storageKey = 'kramar.palette.recent';
const keep = 5;

/** What is remembered of a place: a record keeps its name, a section or action is found again by path. */
export interface RecentPlace {
  path: string;
  label: string;
  hint?: string;
}

const isPlace = (value: unknown): value is RecentPlace =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as RecentPlace).path === 'string' &&
  typeof (value as RecentPlace).label === 'string';

export function readRecent(): RecentPlace[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(storageKey) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isPlace).slice(0, keep) : [];
  } catch {
    return [];
  }
}

export function rememberPlace(item: PaletteItem): void {
  const place: RecentPlace = { path: item.path, label: item.label, hint: item.hint };
  try {
    const rest = readRecent().filter((p) => p.path !== place.path);
    localStorage.setItem(storageKey, JSON.stringify([place, ...rest].slice(0, keep)));
  } catch {
    // Private mode may refuse storage: the palette then simply has no recent places.
  }
}

/**
 * Recent places as items: a section or action the user can still open takes today's label (the
 * language may have changed); one the user may no longer open is left out.
 */
export function recentItems(places: readonly RecentPlace[], known: readonly PaletteItem[]): PaletteItem[] {
  return places.flatMap((place) => {
    const match = known.find((item) => item.path === place.path);
    if (match) return [{ ...match, id: `recent:${place.path}`, kind: 'recent' as const }];
    // a record: only its edit screen is remembered, and the server checks access when it opens
    if (!/\/\d+$/.test(place.path)) return [];
    return [
      {
        id: `recent:${place.path}`,
        kind: 'recent' as const,
        path: place.path,
        label: place.label,
        hint: place.hint,
        terms: [place.label],
      },
    ];
  });
}

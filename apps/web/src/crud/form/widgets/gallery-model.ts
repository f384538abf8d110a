/**
 * A gallery as its widget edits it: an ordered list of new files and stored paths, the first one
 * the main picture. Pure moves, so the widget and its tests share them.
 */
export type GalleryItem = File | string;

export const galleryItems = (value: unknown): GalleryItem[] =>
  Array.isArray(value) ? value.filter((v): v is GalleryItem => typeof v === 'string' || v instanceof File) : [];

/** The list with the item at `from` moved to `to` (both clamped to the list). */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const target = Math.max(0, Math.min(items.length - 1, to));
  const [item] = next.splice(from, 1);
  if (item === undefined) return next;
  next.splice(target, 0, item);
  return next;
}

/** New files appended up to the limit; the rest are said to be left out. */
export function appendFiles(
  items: readonly GalleryItem[],
  files: readonly File[],
  max: number,
): { items: GalleryItem[]; left: number } {
  const room = Math.max(0, max - items.length);
  return { items: [...items, ...files.slice(0, room)], left: Math.max(0, files.length - room) };
}

/** A stable React key per item: a stored path is its own, a file gets one on first sight. */
const fileKeys = new WeakMap<File, string>();
let counter = 0;
export function itemKey(item: GalleryItem): string {
  if (typeof item === 'string') return item;
  let key = fileKeys.get(item);
  if (!key) {
    counter += 1;
    key = `file-${counter}`;
    fileKeys.set(item, key);
  }
  return key;
}

import type { Category, FeedProduct, FeedSettings } from '../source.ts';

/** What every writer is given once: the shop, the feed and the categories its products may sit in. */
export interface WriterContext {
  feed: FeedSettings;
  shopName: string;
  /** Categories to declare (YML, Hotline): the chosen subtrees, or all. */
  categories: Category[];
  /** `A > B > C` for a category id. */
  trail(id: number): string;
  /** Google's product taxonomy number for a category id, its own or inherited; null where none is set. */
  googleCategory(id: number): number | null;
  now: Date;
}

/** A format: the text before the items, one item's text, the text after. */
export interface FeedWriter {
  ext: 'xml' | 'csv';
  contentType: string;
  /** Whether items need their attribute values (one more query per batch). */
  params: boolean;
  head(ctx: WriterContext): string;
  item(p: FeedProduct, ctx: WriterContext): string;
  tail(ctx: WriterContext): string;
}

/** `<tag>text</tag>` with the text escaped, or nothing for an empty value. */
export const el = (tag: string, value: unknown, esc: (v: unknown) => string): string =>
  value === null || value === undefined || value === '' ? '' : `<${tag}>${esc(value)}</${tag}>`;

/** `2026-11-27 06:30`: the date form YML and Hotline take. */
export const stamp = (d: Date): string => d.toISOString().slice(0, 16).replace('T', ' ');

/** Cut to `max` code points (never through an emoji). */
export const cut = (s: string, max: number): string => {
  if (s.length <= max) return s;
  const points = Array.from(s);
  return points.length <= max ? s : points.slice(0, max).join('');
};

import type { ResourceDef, SavedView } from '@kramar/contract';
import type { ListQuery } from '../../resource-api.ts';
import { serializeListQuery } from '../list-query.ts';

/** What a view keeps of the list's address: everything but the page. */
export const viewQuery = (r: ResourceDef, q: ListQuery): string => serializeListQuery(r, { ...q, page: 1 }).toString();

const sameColumns = (a: readonly string[], b: readonly string[]): boolean =>
  a.length === b.length && a.every((c, i) => c === b[i]);

/** The view the list shows exactly now (its filters, sort and, if it keeps them, its columns). */
export function matchingView(
  views: readonly SavedView[],
  query: string,
  columns: readonly string[] | null,
): SavedView | undefined {
  return views.find(
    (v) => v.query === query && (v.columns === null || (columns !== null && sameColumns(v.columns, columns))),
  );
}

/**
 * The tab to highlight: the view shown exactly; else the one last opened, now changed (its tab
 * says so and offers to keep the change); else "all" for the bare list; else none.
 */
export function selectedTab(
  views: readonly SavedView[],
  query: string,
  columns: readonly string[] | null,
  lastOpened: number | null,
): { tab: number | 'all' | false; changed: boolean } {
  const exact = matchingView(views, query, columns);
  if (exact) return { tab: exact.id, changed: false };
  if (lastOpened !== null && views.some((v) => v.id === lastOpened)) return { tab: lastOpened, changed: true };
  return { tab: query === '' ? 'all' : false, changed: false };
}

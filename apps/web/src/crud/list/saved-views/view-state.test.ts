import type { SavedView } from '@kramar/contract';
import { news } from '@kramar/contract/resources/news.ts';
import { describe, expect, it } from 'vitest';
import { emptyListQuery } from '../../resource-api.ts';
import { matchingView, selectedTab, viewQuery } from './view-state.ts';

const view = (id: number, query: string, columns: string[] | null = null): SavedView => ({
  id,
  resource: 'news',
  name: `v${id}`,
  query,
  columns,
  shared: false,
  mine: true,
});

describe('saved view state', () => {
  it('keeps everything of the address but the page', () => {
    const q = { ...emptyListQuery, page: 4, sort: '-id', filter: { status: 'draft' } };
    expect(viewQuery(news, q)).toBe('sort=-id&filter%5Bstatus%5D=draft');
    expect(viewQuery(news, emptyListQuery)).toBe('');
  });

  it('a view matches on its query, and on its columns only when it keeps them', () => {
    const views = [view(1, 'sort=-id', ['title']), view(2, 'sort=title')];
    expect(matchingView(views, 'sort=-id', ['title'])?.id).toBe(1);
    expect(matchingView(views, 'sort=-id', ['title', 'status'])).toBeUndefined();
    expect(matchingView(views, 'sort=-id', null)).toBeUndefined();
    expect(matchingView(views, 'sort=title', ['status'])?.id).toBe(2);
  });

  it('highlights the exact view, else the last opened one as changed, else "all" for the bare list', () => {
    const views = [view(1, 'sort=-id'), view(2, 'sort=title')];
    expect(selectedTab(views, 'sort=title', null, 1)).toEqual({ tab: 2, changed: false });
    expect(selectedTab(views, 'sort=status', null, 1)).toEqual({ tab: 1, changed: true });
    expect(selectedTab(views, '', null, null)).toEqual({ tab: 'all', changed: false });
    expect(selectedTab(views, 'sort=status', null, null)).toEqual({ tab: false, changed: false });
    // a view deleted meanwhile is not highlighted
    expect(selectedTab(views, 'sort=status', null, 9)).toEqual({ tab: false, changed: false });
  });
});

import type { DataEnvelope, MigrationHistoryItem, MigrationPair, MigrationPreview } from '@kramar/contract';
import { queryOptions } from '@tanstack/react-query';
import { http } from '../../api/http.ts';

/** What the screen asks the preview about: two categories and the user's own choices only. */
export interface MigrationDraft {
  source: number;
  target: number;
  include_subcategories: boolean;
  /** Source attribute → target attribute or null (do not move): the user's choices, the rest auto. */
  attributes: Record<number, number | null>;
  /** Source value → target value or null. */
  values: Record<number, number | null>;
}

const pairs = (map: Record<number, number | null>): MigrationPair[] =>
  Object.entries(map).map(([from, to]) => ({ from: Number(from), to }));

export const draftBody = (draft: MigrationDraft) => ({
  target: draft.target,
  include_subcategories: draft.include_subcategories,
  attributes: pairs(draft.attributes),
  values: pairs(draft.values),
});

/** Under the `categories` key: whatever refreshes categories refreshes these too. */
export const previewQuery = (draft: MigrationDraft) =>
  queryOptions({
    queryKey: ['categories', 'migrate-preview', draft] as const,
    queryFn: ({ signal }) =>
      http
        .post<DataEnvelope<MigrationPreview>>(
          '/categories/migrate-preview',
          { source: draft.source, ...draftBody(draft) },
          { signal },
        )
        .then((r) => r.data),
    retry: false,
  });

export const historyQuery = () =>
  queryOptions({
    queryKey: ['categories', 'migrations'] as const,
    queryFn: ({ signal }) =>
      http.get<DataEnvelope<MigrationHistoryItem[]>>('/categories/migrations', { signal }).then((r) => r.data),
    // a running migration's progress is followed; a finished list is left alone
    refetchInterval: (query) =>
      query.state.data?.some((r) => r.status === 'queued' || r.status === 'running') ? 2000 : false,
  });

export const startMigration = (draft: MigrationDraft) =>
  http
    .post<DataEnvelope<{ id: number; kind: string }>>(`/categories/${draft.source}/migrate`, draftBody(draft))
    .then((r) => r.data);

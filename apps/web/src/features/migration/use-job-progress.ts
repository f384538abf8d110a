import type { DataEnvelope } from '@kramar/contract';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../api/http.ts';

/** What the screen reads of GET /api/jobs/{id} (the jobs engine's agreed shape). */
export interface JobState<R> {
  id: number;
  status: 'queued' | 'running' | 'done' | 'failed';
  done: number;
  total: number;
  result: R | null;
}

const finished = (status: string | undefined) => status === 'done' || status === 'failed';

/**
 * A job followed until it ends: asked once a second while it runs, then left alone. A small hook
 * of our own until the jobs feature offers one to share.
 */
export function useJobProgress<R>(id: number | null) {
  return useQuery({
    queryKey: ['jobs', 'detail', id] as const,
    queryFn: ({ signal }) => http.get<DataEnvelope<JobState<R>>>(`/jobs/${id}`, { signal }).then((r) => r.data),
    enabled: id !== null,
    refetchInterval: (query) => (finished(query.state.data?.status) ? false : 1000),
  });
}

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { fetchJob, isFinished, type Job, jobKeys } from './jobs-api.ts';

/**
 * A job followed until it ends: asked once a second while it is queued or running, then left
 * alone. When it ends, the top bar's list of jobs is refreshed too.
 */
export function useJob<R = unknown>(id: number | null) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: jobKeys.detail(id),
    queryFn: ({ signal }) => fetchJob<R>(id as number, signal),
    enabled: id !== null,
    refetchInterval: (q) => (isFinished(q.state.data?.status) ? false : 1000),
  });
  const status = query.data?.status;
  useEffect(() => {
    if (isFinished(status)) void queryClient.invalidateQueries({ queryKey: jobKeys.list });
  }, [status, queryClient]);
  return query as typeof query & { data: Job<R> | undefined };
}

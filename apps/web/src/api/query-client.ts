import { QueryClient } from '@tanstack/react-query';
import { HttpError, networkErrorStatus } from './http.ts';

// The server answered: asking again will not change its mind, and each retry would toast again.
const shouldRetry = (failureCount: number, error: Error): boolean =>
  failureCount < 2 && (!(error instanceof HttpError) || error.status === networkErrorStatus);

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
});

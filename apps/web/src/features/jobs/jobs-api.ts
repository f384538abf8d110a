import type { DataEnvelope } from '@kramar/contract';
import { http } from '../../api/http.ts';

export type JobStatus = 'queued' | 'running' | 'done' | 'failed';

/** GET /api/jobs/{id}: the jobs engine's agreed shape. */
export interface Job<R = unknown> {
  id: number;
  kind: string;
  status: JobStatus;
  done: number;
  total: number;
  result: R | null;
  errors: { row: number; message: string }[];
  error_count: number;
  params: unknown;
  created_at: string;
  started_at: string | null;
  finished_at: string | null;
}

export const isFinished = (status: JobStatus | undefined): boolean => status === 'done' || status === 'failed';

/** Query keys: a job's detail is shared with every screen that follows it (the migration's too). */
export const jobKeys = {
  all: ['jobs'] as const,
  list: ['jobs', 'list'] as const,
  detail: (id: number | null) => ['jobs', 'detail', id] as const,
};

export const fetchJob = <R>(id: number, signal?: AbortSignal) =>
  http.get<DataEnvelope<Job<R>>>(`/jobs/${id}`, { signal, silent: true }).then((r) => r.data);

/** The signed-in user's own recent jobs (an owner would otherwise see everyone's). */
export const fetchMyJobs = (signal?: AbortSignal) =>
  http.get<DataEnvelope<Job[]>>('/jobs', { query: { mine: 1 }, signal, silent: true }).then((r) => r.data);

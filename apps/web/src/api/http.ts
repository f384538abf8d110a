import { i18n } from '../i18n/i18n.ts';
import { notifyError } from './notify.ts';
import { clearToken, getToken } from './token.ts';

/** Every failed call rejects with this, whatever the global handling already showed (SPEC §8). */
export class HttpError<TBody = unknown> extends Error {
  readonly status: number;
  readonly body: TBody;

  constructor(status: number, body: TBody, message?: string) {
    super(message ?? `HTTP ${status}`);
    this.name = 'HttpError';
    this.status = status;
    this.body = body;
  }
}

/** Status 0 stands for "no answer at all" (offline, DNS, aborted). */
export const networkErrorStatus = 0;

export type JsonBody = Record<string, unknown> | readonly unknown[];

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: JsonBody | FormData;
  query?: Record<string, string | number | boolean | undefined>;
  signal?: AbortSignal;
  /** Leave a 401 to the caller instead of redirecting to /login (the session loader does this). */
  skipAuthRedirect?: boolean;
  /** Show no toast for a failure: a lookup the screen does not depend on (a reference's label) fails quietly. */
  silent?: boolean;
}

let onUnauthorized: (() => void) | undefined;

/** The router registers how a 401 sends the user to /login; this module knows no router. */
export function setUnauthorizedHandler(handler: () => void): void {
  onUnauthorized = handler;
}

const apiBase = '/api';

function buildUrl(path: string, query: RequestOptions['query']): string {
  const url = `${apiBase}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.append(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return null;
  const text = await response.text();
  if (!text) return null;
  if (!(response.headers.get('content-type') ?? '').includes('json')) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

const field = (body: unknown, name: string): string | undefined => {
  if (typeof body !== 'object' || body === null || !(name in body)) return undefined;
  const value: unknown = (body as Record<string, unknown>)[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
};

function handleFailure(status: number, body: unknown, path: string, options: RequestOptions): void {
  if (options.silent && status !== 401) return;
  if (status >= 500) {
    const message = field(body, 'error');
    if (message) notifyError(message);
  } else if (status === 404) {
    notifyError(i18n.t('errors.notFound'));
  } else if (status === 403) {
    notifyError(i18n.t('errors.forbidden'));
  } else if (status === 401 && path !== '/auth') {
    clearToken();
    if (!options.skipAuthRedirect) onUnauthorized?.();
  }
}

export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers = new Headers({ Accept: 'application/json' });
  const token = getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(options.body);
  }

  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method: options.method ?? (body === undefined ? 'GET' : 'POST'),
      headers,
      body,
      signal: options.signal,
    });
  } catch (cause) {
    if (!options.signal?.aborted && !options.silent) notifyError(i18n.t('errors.network'));
    throw new HttpError(networkErrorStatus, null, cause instanceof Error ? cause.message : undefined);
  }

  const payload = await readBody(response);
  if (!response.ok) {
    handleFailure(response.status, payload, path, options);
    throw new HttpError(response.status, payload, field(payload, 'message') ?? field(payload, 'error'));
  }
  return payload as T;
}

type Shortcut = Omit<RequestOptions, 'method' | 'body'>;

export const http = {
  get: <T>(path: string, options?: Shortcut) => request<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: JsonBody | FormData, options?: Shortcut) =>
    request<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: JsonBody | FormData, options?: Shortcut) =>
    request<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body?: JsonBody | FormData, options?: Shortcut) =>
    request<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T>(path: string, options?: Shortcut) => request<T>(path, { ...options, method: 'DELETE' }),
};

import { i18n } from '../i18n/i18n.ts';
import { bodyField, failureToast } from './failure-toast.ts';
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

/** Drops the token and leaves for /login, the way a 401 did before a sign-in dialog existed. */
export function leaveForSignIn(): void {
  clearToken();
  onUnauthorized?.();
}

/** A request answered 401 during work, held until the user signs in again. */
export interface HeldRequest {
  /** Sends it again; settles once the new answer has arrived (its caller is answered separately). */
  replay: () => Promise<void>;
  /** Gives up: the caller gets the original 401. */
  drop: () => void;
}

let holdForSignIn: ((held: HeldRequest) => boolean) | undefined;

/** The session dialog registers here; it answers false when there is no user to sign in again. */
export function setSessionExpiredHandler(handler: (held: HeldRequest) => boolean): void {
  holdForSignIn = handler;
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
  const text = await response.text().catch(() => '');
  if (!text) return null;
  if (!(response.headers.get('content-type') ?? '').includes('json')) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

async function send(path: string, options: RequestOptions, token: string | null): Promise<[Response, unknown]> {
  // the server answers (messages, 422s) in the interface language
  const headers = new Headers({ Accept: 'application/json', 'Accept-Language': i18n.language });
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
    // no answer at all: the one case that is the network's fault
    if (!options.signal?.aborted && !options.silent) notifyError(i18n.t('errors.network'));
    throw new HttpError(networkErrorStatus, null, cause instanceof Error ? cause.message : undefined);
  }
  return [response, await readBody(response)];
}

/** A 401 during work waits for the sign-in dialog instead of throwing the user out (issue 12). */
function holdUntilSignedIn<T>(path: string, options: RequestOptions, failure: HttpError): Promise<T> | undefined {
  const hold = holdForSignIn;
  if (!hold) return undefined;
  let accepted = false;
  const held = new Promise<T>((resolve, reject) => {
    // a screen that no longer wants the answer (left, refetched) is not kept waiting for the dialog
    options.signal?.addEventListener('abort', () => reject(new HttpError(networkErrorStatus, null, 'aborted')), {
      once: true,
    });
    accepted = hold({
      replay: () =>
        new Promise<void>((answered) => {
          if (options.signal?.aborted) return answered();
          attempt<T>(path, options, answered).then(resolve, reject);
        }),
      drop: () => reject(failure),
    });
  });
  return accepted ? held : undefined;
}

async function attempt<T>(path: string, options: RequestOptions, answered?: () => void): Promise<T> {
  const token = getToken();
  let response: Response;
  let payload: unknown;
  try {
    [response, payload] = await send(path, options, token);
  } finally {
    answered?.();
  }
  if (response.ok) return payload as T;
  const failure = new HttpError(response.status, payload, bodyField(payload, 'message') ?? bodyField(payload, 'error'));
  // the sign-in steps (password, code, invitation) answer for themselves
  const signingIn = path === '/auth' || path.startsWith('/auth/');
  if (response.status === 401 && !signingIn) {
    // SPEC §8: a 401 shows nothing. Someone signed in again meanwhile (the dialog, another tab)?
    const now = getToken();
    if (now && now !== token && !options.skipAuthRedirect) return attempt<T>(path, options);
    if (options.skipAuthRedirect) {
      clearToken();
      throw failure;
    }
    const held = holdUntilSignedIn<T>(path, options, failure);
    if (held) return held;
    leaveForSignIn();
    throw failure;
  }
  // the sign-in forms speak for their own refusals (wrong password, too many attempts)
  const quiet = options.silent || (signingIn && response.status < 500);
  const message = quiet ? undefined : failureToast(response.status, payload);
  if (message) notifyError(message);
  throw failure;
}

/** Every failure rejects with an HttpError after SPEC §8's global handling; see failure-toast.ts. */
export function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return attempt<T>(path, options);
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

import type { AuthResponse, CurrentUser, DataEnvelope } from '@kramar/contract';
import { useSyncExternalStore } from 'react';
import { HttpError, http } from './http.ts';
import { clearToken, getToken, setToken } from './token.ts';

/**
 * The one place the signed-in user lives: a tiny store, so the /login route needs no query
 * library. `undefined` = not known yet, `null` = guest.
 */
let current: CurrentUser | null | undefined;
let pending: Promise<CurrentUser | null> | undefined;
const listeners = new Set<() => void>();

function publish(user: CurrentUser | null | undefined): void {
  current = user;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const getCurrentUser = (): CurrentUser | null => current ?? null;

async function fetchCurrentUser(): Promise<CurrentUser | null> {
  if (!getToken()) return null;
  try {
    const response = await http.get<DataEnvelope<CurrentUser>>('/user', { skipAuthRedirect: true });
    return response.data;
  } catch (error) {
    if (error instanceof HttpError && error.status === 401) return null;
    throw error;
  }
}

/** Loads the user if not yet known; concurrent callers share one request (SPEC §2). */
export function ensureUser(): Promise<CurrentUser | null> {
  if (current !== undefined) return Promise.resolve(current);
  pending ??= fetchCurrentUser()
    .then((user) => {
      publish(user);
      return user;
    })
    .finally(() => {
      pending = undefined;
    });
  return pending;
}

export function useCurrentUser(): CurrentUser | null {
  return useSyncExternalStore(subscribe, getCurrentUser);
}

export interface Credentials {
  email: string;
  password: string;
}

export async function signIn(credentials: Credentials): Promise<CurrentUser | null> {
  const { access_token } = await http.post<AuthResponse>('/auth', { ...credentials });
  setToken(access_token);
  publish(undefined);
  return ensureUser();
}

/** Forget the session locally: the user becomes a known guest, so guards answer at once. */
export function forgetSession(): void {
  clearToken();
  publish(null);
}

export async function signOut(): Promise<void> {
  try {
    await http.post<null>('/logout', undefined, { skipAuthRedirect: true });
  } catch {
    // The token may already be dead; signing out locally is what matters.
  }
  forgetSession();
}

/**
 * The sign-in dialog's check: the same e-mail with a new password. The user store changes only
 * when the same user came back (their scopes may have changed); a different user is reported, not
 * published, so nothing of the first user's work goes out under the second one's name.
 */
export async function confirmSession(password: string): Promise<'same' | 'other'> {
  const before = current;
  if (!before) throw new Error('no signed-in user to confirm');
  const { access_token } = await http.post<AuthResponse>('/auth', { email: before.email, password });
  setToken(access_token);
  const { data } = await http.get<DataEnvelope<CurrentUser>>('/user', { skipAuthRedirect: true });
  if (data.id !== before.id) return 'other';
  publish(data);
  return 'same';
}

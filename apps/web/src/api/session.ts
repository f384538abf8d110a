import type { AuthResponse, CurrentUser, DataEnvelope, TwoFactorRequired } from '@kramar/contract';
import { useSyncExternalStore } from 'react';
import { changeLanguage, i18n } from '../i18n/i18n.ts';
import { HttpError, http } from './http.ts';
import { clearToken, getToken, setSessionKind, setToken } from './token.ts';

/**
 * The one place the signed-in user lives: a tiny store, so the /login route needs no query
 * library. `undefined` = not known yet, `null` = guest.
 */
let current: CurrentUser | null | undefined;
let pending: Promise<CurrentUser | null> | undefined;
const listeners = new Set<() => void>();

function publish(user: CurrentUser | null | undefined): void {
  current = user;
  if (user) setSessionKind(user.dealer ? 'dealer' : 'staff');
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

/** The password was right and the account has a second factor: a code is owed for this challenge. */
export interface SecondStep {
  challenge: string;
  expiresIn: number;
}

const needsCode = (answer: AuthResponse | TwoFactorRequired): answer is TwoFactorRequired =>
  'two_factor_required' in answer && answer.two_factor_required === true;

/** A token came back: keep it, load the user and speak the language of their profile. */
async function startSession({ access_token }: AuthResponse): Promise<CurrentUser | null> {
  setToken(access_token);
  publish(undefined);
  const user = await ensureUser();
  if (user?.language && user.language !== i18n.language) await changeLanguage(user.language);
  return user;
}

/** Step one: the password. Signed in, or a second step is owed (see `completeSignIn`). */
export async function signIn(credentials: Credentials): Promise<{ user: CurrentUser | null } | SecondStep> {
  const answer = await http.post<AuthResponse | TwoFactorRequired>('/auth', { ...credentials });
  if (needsCode(answer)) return { challenge: answer.challenge, expiresIn: answer.expires_in };
  return { user: await startSession(answer) };
}

/** Step two: a code from the authenticator app, or a recovery code. */
export async function completeSignIn(challenge: string, code: string): Promise<CurrentUser | null> {
  return startSession(await http.post<AuthResponse>('/auth/two-factor', { challenge, code }));
}

/** An invited person sets their password: signed in, or their second factor is owed as at sign-in. */
export async function acceptInvitation(
  token: string,
  password: string,
): Promise<{ user: CurrentUser | null } | SecondStep> {
  const answer = await http.post<AuthResponse | TwoFactorRequired>('/auth/invitation', { token, password });
  if (needsCode(answer)) return { challenge: answer.challenge, expiresIn: answer.expires_in };
  return { user: await startSession(answer) };
}

/** Loads the user again (their profile changed, their second factor was enrolled). */
export async function refreshUser(): Promise<CurrentUser | null> {
  const user = await fetchCurrentUser();
  publish(user);
  return user;
}

/** The profile answered with the user as they are now. */
export function replaceUser(user: CurrentUser): void {
  publish(user);
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
export async function confirmSession(password: string): Promise<'same' | 'other' | SecondStep> {
  const before = current;
  if (!before) throw new Error('no signed-in user to confirm');
  const answer = await http.post<AuthResponse | TwoFactorRequired>('/auth', { email: before.email, password });
  if (needsCode(answer)) return { challenge: answer.challenge, expiresIn: answer.expires_in };
  return confirmWithToken(answer.access_token);
}

/** The sign-in dialog's second step, for an account with two-factor sign-in. */
export async function confirmSessionCode(challenge: string, code: string): Promise<'same' | 'other'> {
  const { access_token } = await http.post<AuthResponse>('/auth/two-factor', { challenge, code });
  return confirmWithToken(access_token);
}

async function confirmWithToken(access_token: string): Promise<'same' | 'other'> {
  const before = current;
  if (!before) throw new Error('no signed-in user to confirm');
  setToken(access_token);
  const { data } = await http.get<DataEnvelope<CurrentUser>>('/user', { skipAuthRedirect: true });
  if (data.id !== before.id) return 'other';
  publish(data);
  return 'same';
}

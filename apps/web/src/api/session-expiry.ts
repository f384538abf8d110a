import { useSyncExternalStore } from 'react';
import { type HeldRequest, leaveForSignIn, setSessionExpiredHandler } from './http.ts';
import { getCurrentUser } from './session.ts';
import { clearToken } from './token.ts';

/**
 * A session that ends during work (issue 12): the first 401 opens the sign-in dialog over the
 * page, every request answered 401 meanwhile waits here in order, and the user store keeps the
 * signed-in user, so the menu and the form stay as they were.
 */
let held: HeldRequest[] = [];
let expired = false;
let leaving = false;
const listeners = new Set<() => void>();

function publish(next: boolean): void {
  expired = next;
  for (const listener of listeners) listener();
}

setSessionExpiredHandler((request) => {
  // no one to sign in again (the first load, a sign-out under way): /login as before
  if (leaving || !getCurrentUser()) return false;
  held.push(request);
  if (!expired) {
    // the dead token goes, so a reload lands on /login rather than on a page that cannot load
    clearToken();
    publish(true);
  }
  return true;
});

export const useSessionExpired = (): boolean =>
  useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => expired,
  );

/** True while the session is being given up on purpose: leaving the page must not ask about the draft. */
export const leavingSession = (): boolean => leaving;

/** Signed in again as the same user: the dialog closes and the held requests go again, in order. */
export async function resumeSession(): Promise<void> {
  const queue = held;
  held = [];
  publish(false);
  // one at a time, each once its answer is in: a save replayed before the list it refreshes
  for (const request of queue) await request.replay();
}

function dropHeld(): void {
  const queue = held;
  held = [];
  for (const request of queue) request.drop();
}

/** The user gave up (or signed in as someone else): nothing held may go with another identity. */
export function abandonSession(then: 'login' | 'reload'): void {
  leaving = true;
  dropHeld();
  if (then === 'reload') {
    window.location.assign('/dashboard');
    return;
  }
  publish(false);
  leaveForSignIn();
  leaving = false;
}

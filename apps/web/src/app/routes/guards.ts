import { redirect } from 'react-router';
import { ensureUser } from '../../api/session.ts';

/** Root loader: before each navigation the current user is loaded if not yet known. */
export async function rootLoader(): Promise<null> {
  await ensureUser();
  return null;
}

/** Every route but /login needs a signed-in user; scopes only shape the menu (SPEC §2). */
export async function requireUser(): Promise<null> {
  if (!(await ensureUser())) throw redirect('/login');
  return null;
}

/** /login is for guests; a signed-in user goes Home. */
export async function guestOnly(): Promise<null> {
  if (await ensureUser()) throw redirect('/dashboard');
  return null;
}

// Guards answer from the cache, so re-running them on every navigation costs nothing.
export const alwaysRevalidate = (): boolean => true;

import { redirect } from 'react-router';
import { ensureUser } from '../../api/session.ts';
import { homePath } from '../../lib/home-path.ts';

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

/** /login and /register are for guests; a signed-in user goes Home (a dealer's to the dealer panel). */
export async function guestOnly(): Promise<null> {
  const user = await ensureUser();
  if (user) throw redirect(homePath(user));
  return null;
}

// Guards answer from the cache, so re-running them on every navigation costs nothing.
export const alwaysRevalidate = (): boolean => true;

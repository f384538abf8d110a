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

/**
 * The dealer panel's own app is for a dealer's people. Staff who reach it (the session's kind was
 * remembered wrong, or another person signed in in another tab) get their own app instead.
 */
export async function requireDealer(): Promise<null> {
  const user = await ensureUser();
  if (!user) throw redirect('/login');
  if (!user.dealer) {
    window.location.reload();
    // nothing is drawn while the page reloads
    await new Promise(() => {});
  }
  return null;
}

/** /login and /register are for guests; a signed-in user goes Home (a dealer's to the dealer panel). */
export async function guestOnly(): Promise<null> {
  const user = await ensureUser();
  if (user) throw redirect(homePath(user));
  return null;
}

/** `/`: Home, which is the dealer panel for a dealer's people. */
export async function homeRedirect(): Promise<Response> {
  return redirect(homePath(await ensureUser()));
}

/** A staff-only screen (the dashboard's staff figures): a dealer's people go to their own panel. */
export async function staffOnly(): Promise<Response | null> {
  return (await ensureUser())?.dealer ? redirect('/dealers') : null;
}

// Guards answer from the cache, so re-running them on every navigation costs nothing.
export const alwaysRevalidate = (): boolean => true;

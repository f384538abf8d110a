/** SPEC §3: the bearer token lives in localStorage under `access_token`. */
const tokenKey = 'access_token';

export function getToken(): string | null {
  try {
    return localStorage.getItem(tokenKey);
  } catch {
    return null;
  }
}

export function setToken(token: string): void {
  localStorage.setItem(tokenKey, token);
}

/**
 * Whose session the token is, remembered beside it: the next visit starts the dealer panel's own
 * app, or the staff's, before the user is asked for. A guess only: each app checks the user it gets.
 */
const kindKey = 'session_kind';
export type SessionKind = 'staff' | 'dealer';

export function getSessionKind(): SessionKind | null {
  try {
    const kind = localStorage.getItem(kindKey);
    return kind === 'dealer' || kind === 'staff' ? kind : null;
  } catch {
    return null;
  }
}

export function setSessionKind(kind: SessionKind): void {
  try {
    localStorage.setItem(kindKey, kind);
  } catch {
    // a browser that keeps nothing starts the staff's app, which serves a dealer too
  }
}

export function clearToken(): void {
  try {
    localStorage.removeItem(tokenKey);
    localStorage.removeItem(kindKey);
  } catch {
    // Nothing stored, nothing to drop.
  }
}

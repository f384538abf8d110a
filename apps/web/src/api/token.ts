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

export function clearToken(): void {
  try {
    localStorage.removeItem(tokenKey);
  } catch {
    // Nothing stored, nothing to drop.
  }
}

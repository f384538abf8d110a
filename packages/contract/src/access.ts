/** What a scope check needs to know about a user; the server's user and the web's user both fit. */
export interface ScopeHolder {
  owner: boolean;
  scopes: readonly string[];
}

/** SPEC §6: an owner passes every check; otherwise one scope, or any one of a list, must be held. */
export function can(user: ScopeHolder | null | undefined, required: string | readonly string[]): boolean {
  if (!user) return false;
  if (user.owner) return true;
  const wanted = typeof required === 'string' ? [required] : required;
  return wanted.some((scope) => user.scopes.includes(scope));
}

import { can, type ScopeHolder } from '@kramar/contract';
import { menuTable } from './menu-table.ts';

/** The menu section an address belongs to: the longest menu path it is or lies under. */
export function sectionOf(pathname: string): { label: string; scope: string | readonly string[] } | undefined {
  let best: (typeof menuTable)[number] | undefined;
  for (const def of menuTable) {
    if (def.desktop === false || def.scope === undefined) continue;
    const under = pathname === def.path || pathname.startsWith(`${def.path}/`);
    if (under && (!best || def.path.length > best.path.length)) best = def;
  }
  return best?.scope === undefined ? undefined : { label: best.label, scope: best.scope };
}

/**
 * The section the user may not open at this address, or undefined. The menu hides such sections;
 * a bookmark or a shared link still leads there, and the screen then says so instead of drawing a
 * list the server refuses to fill.
 */
export function forbiddenSection(user: ScopeHolder | null, pathname: string): string | undefined {
  const section = sectionOf(pathname);
  return section && !can(user, section.scope) ? section.label : undefined;
}

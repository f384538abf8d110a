import type { OptionItem, ResourceDef, ScopeHolder } from '@kramar/contract';
import { can } from '@kramar/contract/access.ts';
import { readScope } from '@kramar/contract/resource.ts';

/**
 * How a user may look up the records a reference points at, without being refused:
 * `GET /api/{target}/autocomplete` needs the target's read scope; `GET /api/directories/{name}`
 * is open to any signed-in user but exists only for directories; with neither, the id is all
 * the form can show.
 */
export type ReferenceSource =
  | { via: 'autocomplete'; target: ResourceDef }
  | { via: 'directory'; target: ResourceDef; directory: string }
  | { via: 'none' };

export function referenceSource(user: ScopeHolder | null, target: ResourceDef | undefined): ReferenceSource {
  if (!target) return { via: 'none' };
  // one row by id beats a whole directory, when the user may ask for it
  if (can(user, readScope(target))) return { via: 'autocomplete', target };
  if (target.extras.directory) return { via: 'directory', target, directory: target.extras.directory };
  return { via: 'none' };
}

/** A directory searched in the browser the way the server's autocomplete searches: by the label, any case. */
export function matchOptions(rows: readonly OptionItem[], term: string, limit = 20): OptionItem[] {
  const wanted = term.trim().toLocaleLowerCase('uk');
  const found = wanted ? rows.filter((row) => row.label.toLocaleLowerCase('uk').includes(wanted)) : rows;
  return found.slice(0, limit).map(({ id, label }) => ({ id, label }));
}

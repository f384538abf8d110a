import type { ResourceDef } from '@kramar/contract';
import { isHeavy, isSecret } from './field-kinds.ts';
import type { Errors } from './filters.ts';
import { queryText } from './filters.ts';
import { crudMessages } from './messages.ts';

/**
 * `fields=name,price` on a list (the sparse fieldsets of JSON:API): the screen names the columns it
 * shows, and the list reads only those; a relation's subquery runs only when its field is asked
 * for (issue 32: a products page was 43 kB with two subqueries per row for five visible columns).
 * Without `fields` a list answers every light field, as it always did.
 */

/** What a list can answer: the fields a list reads and the system columns. */
export function listableFields(resource: ResourceDef): string[] {
  const own = Object.entries(resource.fields)
    .filter(([, f]) => !isHeavy(f) && !isSecret(f))
    .map(([name]) => name);
  return ['id', ...own, ...(resource.tree ? ['depth', 'path'] : []), 'created_at', 'updated_at'];
}

/**
 * The fields asked for, in declaration order (one statement per set, whatever order the client
 * wrote), with `id` and the title field always; undefined without `fields` (every field). An
 * unknown name is a 422 that names it.
 */
export function parseFields(resource: ResourceDef, raw: unknown, errors: Errors): string[] | undefined {
  const text = queryText(raw).trim();
  if (text === '') return undefined;
  const asked = new Set(
    text
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean),
  );
  const listable = listableFields(resource);
  const unknown = [...asked].filter((name) => !listable.includes(name));
  if (unknown.length) {
    errors.fields = [crudMessages.fields(unknown.join(', '))];
    return undefined;
  }
  asked.add('id');
  asked.add(resource.titleField);
  return listable.filter((name) => asked.has(name));
}

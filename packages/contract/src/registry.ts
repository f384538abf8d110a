import type { ResourceDef } from './resource.ts';

const isResource = (v: unknown): v is ResourceDef =>
  typeof v === 'object' && v !== null && 'name' in v && 'fields' in v && 'route' in v && 'scope' in v;

/**
 * The resources found in the modules of `resources/` (each consumer lists that folder its own way:
 * the server reads the directory, the web asks Vite), checked and sorted by name. Adding a
 * resource is adding a file there: nothing else lists them.
 */
export function collectResources(modules: readonly Record<string, unknown>[]): ResourceDef[] {
  const found = modules.flatMap((mod) => Object.values(mod).filter(isResource));
  const seen = new Map<string, ResourceDef>();
  for (const r of found) {
    for (const key of [`name:${r.name}`, `table:${r.table}`, `route:${r.route.name}`]) {
      if (seen.has(key) && seen.get(key) !== r) throw new Error(`Two resources share ${key}`);
      seen.set(key, r);
    }
    if (!(r.titleField in r.fields)) throw new Error(`${r.name}: titleField ${r.titleField} is not a field`);
    for (const [name, f] of Object.entries(r.fields)) {
      if (f.kind === 'slug' && !(f.from in r.fields)) throw new Error(`${r.name}.${name}: slug source missing`);
      if (f.kind === 'text' && f.from !== undefined && (!(f.from in r.fields) || !f.unique || f.required))
        throw new Error(`${r.name}.${name}: a code made from a field needs that field, unique and not required`);
      if (f.uniqueWithin && !(f.uniqueWithin.field in r.fields))
        throw new Error(`${r.name}.${name}: uniqueWithin names no field`);
      if (!/^[a-z][a-z0-9_]*$/.test(name)) throw new Error(`${r.name}.${name}: field names are snake_case`);
    }
    if (r.extras.batchStatus && !Object.values(r.fields).some((f) => f.kind === 'status')) {
      throw new Error(`${r.name}: batch/status needs a status field`);
    }
  }
  return [...new Set(found)].sort((a, b) => a.name.localeCompare(b.name));
}

import { readdirSync, readFileSync } from 'node:fs';
import { collectResources, type ResourceDef } from '@kramar/contract';

/** The resources the contract declares, and the Ukrainian labels the screens give them. */

const resourcesDir = new URL('../../../packages/contract/src/resources/', import.meta.url);

/** Found the way the server and the web find them: every module of the folder but the tests. */
export async function loadResources(): Promise<ResourceDef[]> {
  const files = readdirSync(resourcesDir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
  const modules = await Promise.all(
    files.map((f) => import(new URL(f, resourcesDir).href) as Promise<Record<string, unknown>>),
  );
  return collectResources(modules);
}

type Tree = { [key: string]: string | Tree };
const uk = JSON.parse(readFileSync(new URL('../src/i18n/uk.json', import.meta.url), 'utf8')) as Tree;

/** The Ukrainian labels staff see for a resource (the keys of DESIGN §3). */
export function labelsOf(r: ResourceDef) {
  const own = (uk.resources as Tree)[r.name] as Tree;
  const at = (...path: string[]) => {
    const found = path.reduce<string | Tree | undefined>(
      (node, k) => (typeof node === 'object' ? node[k] : undefined),
      own,
    );
    if (typeof found !== 'string') throw new Error(`uk.json lacks resources.${r.name}.${path.join('.')}`);
    return found;
  };
  return {
    title: at('title'),
    /** What the list's search box says it looks in, where the resource words it itself. */
    search: () => {
      const own = ((uk.resources as Tree)[r.name] as Tree).search;
      return typeof own === 'string' ? own : undefined;
    },
    field: (name: string) => at('fields', name),
    // a table's column (`values.kind`) keeps its options under its field's
    option: (name: string, value: string) => at('options', ...name.split('.'), value),
    /** A column of a `children` table. */
    subfield: (name: string, sub: string) => at('subfields', name, sub),
    /** The label of the form's tab that holds a field, for a form declared in tabs. */
    tabOf: (name: string) => {
      const tab = r.tabs?.find((t) => t.fields.includes(name));
      return tab ? at('tabs', tab.name) : undefined;
    },
  };
}

import path from 'node:path';
import type { Rolldown } from 'vite';

const src = path.resolve(import.meta.dirname, '../src');
const at = (file: string) => path.join(src, file);
const entry = at('main.tsx');

/**
 * What always loads together: a stage of the app, by the modules that start it. `app` is either
 * signed-in app, the staff's or the dealer panel's: it has no modules of its own.
 */
const stages = {
  boot: [entry],
  guest: [at('features/auth/guest-app.tsx')],
  app: [],
  // the shell's strings are both apps': their own chunk, so the dealer's never brings the staff's
  staff: [at('app/staff-app.tsx'), at('app/shell/staff-shell.tsx'), at('crud/registry.ts')],
  dealer: [at('app/dealer-app.tsx'), at('app/shell/dealer-shell.tsx')],
  list: [at('crud/list/list-screen.tsx')],
  form: [at('crud/form/form-screen.tsx')],
};
type Stage = keyof typeof stages;
/** The stages a stage's code only ever runs after. */
const after: Record<Stage, Stage[]> = {
  boot: [],
  guest: ['boot'],
  app: ['boot'],
  staff: ['app', 'boot'],
  dealer: ['app', 'boot'],
  list: ['staff', 'app', 'boot'],
  form: ['staff', 'app', 'boot'],
};

/**
 * The chunks: the stages whose code must all use a module for it to join, and the stages any of
 * which is sure to have loaded wherever the module is imported. Ordered from the first loaded:
 * each chunk's imports are claimed by an earlier one, and the entry's modules stay in the entry's.
 */
const chunks: [string, Stage[], Stage[]][] = [
  ['boot', ['boot'], ['boot']],
  ['shared', ['guest', 'staff', 'dealer'], ['guest', 'app']],
  ['guest', ['guest'], ['guest']],
  // what both signed-in apps draw with: the shell, the design system, the router
  ['app', ['staff', 'dealer'], ['app']],
  ['staff', ['staff'], ['staff']],
  ['dealer', ['dealer'], ['dealer']],
  ['screens', ['list', 'form'], ['list', 'form']],
  ['list', ['list'], ['list']],
  ['form', ['form'], ['form']],
];

/**
 * What opens over a page, in two chunks: MUI's modal (its portal, focus trap, backdrop and fade),
 * and the popover with the menu on it (their transition, and the keyboard of a menu's items). No
 * first screen of the dealer's draws either (their menus load when opened); a staff list draws a
 * menu button, a form a dialog. Split by which lazy modules reach each part, they came in eleven
 * files of one to five kilobytes; these are all drawn together, so a screen loads one or both.
 */
const overlays: Rolldown.CodeSplittingGroup[] = [
  {
    name: 'modal',
    test: muiModules(
      ['Modal', 'Portal', 'Unstable_TrapFocus', 'Backdrop', 'Fade'],
      ['utils/focusable'],
      ['getScrollbarSize'],
    ),
  },
  {
    name: 'menu',
    test: muiModules(
      ['Popover', 'Grow', 'Menu', 'MenuList', 'MenuItem'],
      ['utils/focusWithVisible', 'utils/getScrollbarSize'],
      ['useRovingTabIndex', 'fastObjectShallowCompare'],
    ),
  },
];

/** The modules of MUI's components (folders of @mui/material), single files of it, and folders of @mui/utils. */
function muiModules(components: string[], files: string[], utils: string[]): RegExp {
  const sep = String.raw`[\\/]`;
  const any = (names: string[]) => names.map((name) => name.replaceAll('/', sep)).join('|');
  return new RegExp(
    `${sep}@mui${sep}(?:material${sep}(?:(?:${any(components)})${sep}|(?:${any(files)})\\.mjs$)|utils${sep}(?:${any(utils)})${sep})`,
  );
}

interface Graph {
  /** Per module, the stages whose own modules import it, directly or through others. */
  usedBy: Map<string, Set<Stage>>;
  /** Per module, for each way it can be loaded, the stages sure to have loaded by then. */
  loaded: Map<string, Set<Stage>[]>;
}

/**
 * One chunk per stage of the app instead of one per set of `import()`s reaching a module, which is
 * what Rolldown does by itself: a product's kit form came in 171 files, most under a kilobyte,
 * each costing the browser a request and a module record. A module joins a stage's
 * chunk only when that costs no screen a byte: every stage loading the chunk uses it, and wherever
 * else it is imported (a lazy page, dialog or widget), the chunk is sure to have loaded already.
 * Everything else keeps Rolldown's own splitting.
 */
export function stageChunks(): Rolldown.CodeSplittingOptions {
  let graph: Graph | undefined;
  const stageGroups = chunks.map(
    ([name, users, loadedBy], index): Rolldown.CodeSplittingGroup => ({
      name: (id, ctx) => {
        graph ??= graphOf(ctx);
        const usedBy = graph.usedBy.get(id);
        const loaded = graph.loaded.get(id);
        // the entry awaits the stages it imports: inside a chunk they import, it would await itself
        if (id === entry || !usedBy || !loaded) return null;
        const free =
          users.every((stage) => usedBy.has(stage)) &&
          loaded.every((sure) => loadedBy.some((stage) => sure.has(stage)));
        return free ? name : null;
      },
      priority: chunks.length - index,
    }),
  );
  return {
    // a chunk takes only the modules named for it: its imports stay where they belong
    includeDependenciesRecursively: false,
    // the stages' first: what a stage's chunk can take stays there
    groups: [...stageGroups, ...overlays],
  };
}

function graphOf(ctx: Rolldown.ChunkingContext): Graph {
  const info = (id: string) => ctx.getModuleInfo(id);
  // every module, and the roots: the stages' modules and whatever is imported with `import()`
  const roots = new Set(Object.values(stages).flat());
  const all = walk([entry], (id) => [...(info(id)?.importedIds ?? []), ...(info(id)?.dynamicallyImportedIds ?? [])]);
  for (const id of all) for (const lazy of info(id)?.dynamicallyImportedIds ?? []) roots.add(lazy);
  const stageOf = new Map<string, Stage>();
  for (const [stage, ids] of Object.entries(stages) as [Stage, string[]][])
    for (const id of ids) stageOf.set(id, stage);

  // what each root brings along by static imports
  const closure = new Map<string, Set<string>>();
  for (const root of roots)
    closure.set(
      root,
      walk([root], (id) => info(id)?.importedIds ?? []),
    );
  const rootsOf = new Map<string, string[]>();
  for (const [root, ids] of closure) for (const id of ids) rootsOf.set(id, [...(rootsOf.get(id) ?? []), root]);

  // which stages are sure to be there when a root loads: a stage's own, and for a lazy module,
  // what every module importing it is sure of (the greatest fixpoint: start from all, narrow down)
  const everything = new Set(Object.keys(stages) as Stage[]);
  const sure = new Map<string, Set<Stage>>();
  for (const root of roots) {
    const stage = stageOf.get(root);
    sure.set(root, stage ? new Set([stage, ...after[stage]]) : new Set(everything));
  }
  const sureOfModule = (id: string) =>
    intersect((rootsOf.get(id) ?? []).map((root) => sure.get(root) ?? new Set<Stage>()));
  for (let changed = true; changed; ) {
    changed = false;
    for (const root of roots) {
      if (stageOf.has(root)) continue;
      const importers = info(root)?.dynamicImporters ?? [];
      const next = intersect([sure.get(root) ?? everything, ...importers.map(sureOfModule)]);
      if (next.size < (sure.get(root)?.size ?? 0)) {
        sure.set(root, next);
        changed = true;
      }
    }
  }

  const usedBy = new Map<string, Set<Stage>>();
  const loaded = new Map<string, Set<Stage>[]>();
  for (const id of all) {
    const its = rootsOf.get(id) ?? [];
    usedBy.set(id, new Set(its.map((root) => stageOf.get(root)).filter((stage) => stage !== undefined)));
    loaded.set(
      id,
      its.map((root) => sure.get(root) ?? new Set<Stage>()),
    );
  }
  return { usedBy, loaded };
}

function walk(from: string[], next: (id: string) => readonly string[]): Set<string> {
  const seen = new Set<string>();
  const todo = [...from];
  for (let id = todo.pop(); id !== undefined; id = todo.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    todo.push(...next(id));
  }
  return seen;
}

function intersect(sets: Set<Stage>[]): Set<Stage> {
  const [first, ...rest] = sets;
  if (!first) return new Set();
  return new Set([...first].filter((stage) => rest.every((set) => set.has(stage))));
}

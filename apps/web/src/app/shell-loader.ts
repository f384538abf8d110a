type Shell = typeof import('./shell/staff-shell.tsx');

let loading: Promise<Shell> | undefined;

/**
 * The shell (menu, icons, top bar) with the rest of the Ukrainian strings: one chunk set, asked
 * for by the router's shell route and, for a signed-in visitor, by main.tsx before the router
 * itself has arrived, so the two downloads run side by side. The resource registry comes along:
 * the menu asks for it on every screen, and a resource's screen cannot be named without it.
 */
export function loadShell(): Promise<Shell> {
  loading ??= Promise.all([
    import('./shell/staff-shell.tsx'),
    import('../i18n/full-ukrainian.ts'),
    import('../crud/registry.ts'),
  ]).then(([shell, strings]) => {
    strings.registerFullUkrainian();
    return shell;
  });
  return loading;
}

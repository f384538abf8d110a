type Shell = typeof import('./shell/dealer-shell.tsx');

let loading: Promise<Shell> | undefined;

/**
 * The dealer panel's shell with its Ukrainian strings, asked for by main.tsx beside the router as
 * the staff's is (shell-loader.ts), without the resource registry or the generic screens' strings:
 * no dealer screen names a resource of the staff's.
 */
export function loadDealerShell(): Promise<Shell> {
  loading ??= Promise.all([import('./shell/dealer-shell.tsx'), import('../i18n/dealer-ukrainian.ts')]).then(
    ([shell, strings]) => {
      strings.registerDealerUkrainian();
      return shell;
    },
  );
  return loading;
}

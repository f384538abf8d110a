import { dealerScreens, type LazyScreen } from './dealer-screens.ts';

const underConstruction: LazyScreen = () =>
  import('../pages/under-construction-page.tsx').then((m) => ({ Component: m.UnderConstructionPage }));

/**
 * Route name → its screen, each its own chunk. A name missing here renders the one shared
 * "under construction" page until its screen is built.
 */
const screens: Readonly<Record<string, LazyScreen>> = {
  Dashboard: () => import('../../features/dashboard/dashboard-page.tsx').then((m) => ({ Component: m.DashboardPage })),
  CategoriesTree: () =>
    import('../../features/category-tree/category-tree-page.tsx').then((m) => ({ Component: m.CategoryTreePage })),
  'Categories.AttributesSeo': () =>
    import('../../features/category-filter-seo/filter-seo-page.tsx').then((m) => ({ Component: m.FilterSeoPage })),
  'Catalog.Index': () =>
    import('../../features/catalog-overview/overview-page.tsx').then((m) => ({ Component: m.CatalogOverviewPage })),
  'Migration.Index': () =>
    import('../../features/migration/migration-history-page.tsx').then((m) => ({ Component: m.MigrationHistoryPage })),
  'Migration.Category': () =>
    import('../../features/migration/migration-page.tsx').then((m) => ({ Component: m.MigrationPage })),
  'Products.Show': () =>
    import('../../features/products/product-card-page.tsx').then((m) => ({ Component: m.ProductCardPage })),
  'Orders.Print': () =>
    import('../../features/orders/order-print-page.tsx').then((m) => ({ Component: m.OrderPrintPage })),
  'DealersUsers.Moderation': () =>
    import('../../features/dealers/moderation-page.tsx').then((m) => ({ Component: m.ModerationPage })),
  FileManager: () =>
    import('../../features/file-manager/file-manager-page.tsx').then((m) => ({ Component: m.FileManagerPage })),
  // the dealer panel's screens are the staff's too (staff with the scope see all dealers)
  ...dealerScreens,
};

const crudModes = /\.(Index|Create|Edit)$/;

/**
 * A list, create or edit route of a declared resource gets the generic screen; the registry of
 * resources is its own small chunk. The screen the route's name promises is fetched beside it:
 * asking for it only once the registry has answered would cost the first screen a round trip.
 */
const crudScreen =
  (name: string): LazyScreen =>
  async () => {
    const loadList = () => import('../../crud/list/list-screen.tsx');
    const loadForm = () => import('../../crud/form/form-screen.tsx');
    // asked for now, beside the registry; a failure is reported by the same import below
    void (name.endsWith('.Index') ? loadList() : loadForm()).catch(() => undefined);
    const { crudScreenOf } = await import('../../crud/registry.ts');
    const screen = crudScreenOf(name);
    if (!screen) return underConstruction();
    if (screen.mode !== 'list') {
      // the form's tabs are read here, not in field-widgets.ts: the shell imports that one to register widgets
      const [form] = await Promise.all([
        loadForm(),
        Promise.all([import('../../crud/form/field-widgets.ts'), import('../../crud/form/form-tabs.ts')]).then(
          ([widgets, tabs]) => widgets.preloadWidgets(screen.resource.name, tabs.firstShownFields(screen.resource)),
        ),
      ]);
      return { Component: form.ResourceFormScreen };
    }
    const [list] = await Promise.all([
      loadList(),
      import('../../crud/list/list-extensions.ts').then((m) => m.preloadListDrawn(screen.resource.name)),
    ]);
    return { Component: list.ResourceListScreen };
  };

export const screenFor = (name: string): LazyScreen =>
  screens[name] ?? (crudModes.test(name) ? crudScreen(name) : underConstruction);

/**
 * Whether `screenFor(name)` gives a built screen rather than the placeholder: the menu marks the
 * rest "soon". `isResourceScreen` is the registry's `crudScreenOf`, passed in to keep it lazy.
 */
export const hasScreen = (name: string, isResourceScreen: (name: string) => boolean): boolean =>
  name in screens || (crudModes.test(name) && isResourceScreen(name));

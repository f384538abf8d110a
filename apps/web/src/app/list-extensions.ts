import {
  type BulkActionsProps,
  type FilterChipProps,
  type FilterControlsProps,
  lazyNamed,
  type RowActionsExtensionProps,
  registerListExtension,
} from '../crud/list/list-extensions.ts';

// What features add to the generic lists: wired here, in the app layer, which may know both sides
registerListExtension('redirect-urls', {
  actions: lazyNamed(() => import('../features/redirects/redirect-actions.tsx'), 'RedirectActions'),
});
registerListExtension('promo-codes', {
  panel: lazyNamed(() => import('../features/promo-codes/promo-stats.tsx'), 'PromoStats'),
});
registerListExtension('categories', {
  actions: lazyNamed(() => import('../features/category-tree/tree-link.tsx'), 'TreeLink'),
});
// who may read the catalogue but not change it opens a product's card, not a form they cannot save
registerListExtension('products', { readerPath: (id) => `/products/${id}/show` });
// export of the filtered list and import from a file (issue 9); the menu loads with the list's header, the dialog on click
for (const name of ['products', 'products-sandbox']) {
  registerListExtension(name, {
    actions: lazyNamed(() => import('../features/import/import-export-actions.tsx'), 'ImportExportActions'),
  });
}
// new products are approved or rejected from their list, one by one or chosen together (issue 9)
registerListExtension('products-sandbox', {
  bulkActions: lazyNamed<'SandboxBulkActions', BulkActionsProps>(
    () => import('../features/products-sandbox/sandbox-actions.tsx'),
    'SandboxBulkActions',
  ),
  rowActions: lazyNamed<'SandboxRowActions', RowActionsExtensionProps>(
    () => import('../features/products-sandbox/sandbox-actions.tsx'),
    'SandboxRowActions',
  ),
});
// a category's products move elsewhere from its row: the migration starts with it as the source (issue 9)
registerListExtension('categories', {
  rowActions: lazyNamed(() => import('../features/migration/migrate-row-action.tsx'), 'MigrateRowAction'),
});
// products and new products filter by a picture and by the chosen category's attribute values (issue 9)
for (const name of ['products', 'products-sandbox']) {
  registerListExtension(name, {
    filters: {
      keys: /^(has_image|attr_\d{1,15})$/,
      // the main category is picked from the tree, its trail in the chip
      replaces: ['category'],
      controls: lazyNamed<'ProductFilterControls', FilterControlsProps>(
        () => import('../features/product-filters/product-filter-controls.tsx'),
        'ProductFilterControls',
      ),
      chip: lazyNamed<'ProductFilterChip', FilterChipProps>(
        () => import('../features/product-filters/product-filter-chip.tsx'),
        'ProductFilterChip',
      ),
    },
  });
}

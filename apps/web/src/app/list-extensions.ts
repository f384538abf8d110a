import { createElement, Fragment } from 'react';
import {
  type BulkActionsProps,
  type CellProps,
  type FilterChipProps,
  type FilterControlsProps,
  type ListActionsProps,
  type ListExtensionProps,
  lazyNamed,
  type RowActionsExtensionProps,
  registerListExtension,
} from '../crud/list/list-extensions.ts';
import { preloadableLazy } from '../lib/preloadable-lazy.ts';

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
registerListExtension('products', {
  readerPath: (id) => `/products/${id}/show`,
  // a draft copy to change and publish (issue 27, point 5)
  rowActions: lazyNamed<'DuplicateRowAction', RowActionsExtensionProps>(
    () => import('../features/products/product-duplicate.tsx'),
    'DuplicateRowAction',
  ),
  rowActionsWidth: 40,
  // the copy action reads the row's id alone
  rowFields: [],
});
// export of the filtered list and import from a file (issues 9, 27); the menu loads with the list's
// header, the dialog on click. The same names as the server's importExportRoutes (app.ts)
for (const name of ['products', 'products-sandbox', 'brands', 'colors']) {
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
// orders: the number with its date, the status in its colour, the columns a manager reads first,
// the date range beside the declared filters and the settings dialog (issue 13)
registerListExtension('orders', {
  // the number cell shows the order's date under it
  rowFields: ['created_at'],
  actions: lazyNamed(() => import('../features/orders/order-list-actions.tsx'), 'OrderListActions'),
  columns: ['number', 'total', 'status_id', 'name', 'phone', 'payment_method', 'delivery_method', 'manager_id'],
  cells: {
    number: lazyNamed<'OrderNumberCell', CellProps>(
      () => import('../features/orders/order-cells.tsx'),
      'OrderNumberCell',
    ),
    status_id: lazyNamed<'OrderStatusCell', CellProps>(
      () => import('../features/orders/order-cells.tsx'),
      'OrderStatusCell',
    ),
  },
  filters: {
    keys: /^(created_at|revenue)$/,
    controls: lazyNamed<'OrderDateFilter', FilterControlsProps>(
      () => import('../features/orders/order-date-filter.tsx'),
      'OrderDateFilter',
    ),
    chip: lazyNamed<'OrderFilterChip', FilterChipProps>(
      () => import('../features/orders/order-date-filter.tsx'),
      'OrderFilterChip',
    ),
  },
});
// a request's and a review's title with how long ago it came (issue 27, point 11)
const createdTitleCell = lazyNamed<'CreatedTitleCell', CellProps>(
  () => import('../crud/list/recent-cells.tsx'),
  'CreatedTitleCell',
);
// products have no directory: their names in a request's or a review's row come in one batch
const productCell = lazyNamed<'ProductCell', CellProps>(
  () => import('../features/reviews/product-cell.tsx'),
  'ProductCell',
);
// callback requests are handled from their row: status, manager and note, an order in one click;
// the new ones first a click away (issue 13)
registerListExtension('requests', {
  actions: lazyNamed(() => import('../features/requests/request-filter.tsx'), 'RequestListActions'),
  rowActions: lazyNamed<'RequestRowActions', RowActionsExtensionProps>(
    () => import('../features/requests/request-actions.tsx'),
    'RequestRowActions',
  ),
  // three buttons of its own (status, manager, an order) beside edit and delete
  rowActionsWidth: 120,
  cells: { product_id: productCell, name: createdTitleCell },
  // who called and how to answer first; the message when there is room
  columns: ['name', 'status', 'phone', 'manager_id', 'message', 'product_id', 'handled_at', 'order_id'],
});
// reviews are moderated from their list, one or many; stars and photos in the rows, and the
// product's rating above the list filtered by it (issue 13)
registerListExtension('reviews', {
  panel: lazyNamed(() => import('../features/reviews/product-rating-panel.tsx'), 'ProductRatingPanel'),
  bulkActions: lazyNamed<'ReviewBulkActions', BulkActionsProps>(
    () => import('../features/reviews/review-actions.tsx'),
    'ReviewBulkActions',
  ),
  rowActions: lazyNamed<'ReviewRowActions', RowActionsExtensionProps>(
    () => import('../features/reviews/review-actions.tsx'),
    'ReviewRowActions',
  ),
  cells: {
    product_id: productCell,
    author: createdTitleCell,
    rating: lazyNamed<'RatingCell', CellProps>(() => import('../features/reviews/review-cells.tsx'), 'RatingCell'),
    photos: lazyNamed<'PhotosCell', CellProps>(() => import('../features/reviews/review-cells.tsx'), 'PhotosCell'),
  },
  // what the review says, and of which product, is what moderation reads
  columns: ['author', 'product_id', 'text', 'rating', 'status', 'photos'],
});
// a feed is rebuilt, its public link copied and its skipped products downloaded from its row (issue 31)
registerListExtension('feeds', {
  rowActions: lazyNamed<'FeedRowActions', RowActionsExtensionProps>(
    () => import('../features/feeds/feed-actions.tsx'),
    'FeedRowActions',
  ),
  rowActionsWidth: 120,
  rowFields: ['token', 'format', 'last_finished_at'],
  columns: [
    'name',
    'last_finished_at',
    'last_items',
    'last_skipped',
    'format',
    'status',
    'schedule',
    'last_size',
    'last_duration_ms',
  ],
});
// link mappings (issue 31): the products a partner lacks a click away, import and export beside
// them; the product by its name; the chosen products synced with their partners from their list
registerListExtension('foxy-link-mappings', {
  actions: preloadableLazy(async () => {
    const [own, files] = await Promise.all([
      import('../features/foxy-link/unmapped-button.tsx'),
      import('../features/import/import-export-actions.tsx'),
    ]);
    return function LinkMappingActions(props: ListExtensionProps) {
      return createElement(
        Fragment,
        null,
        createElement(own.UnmappedButton, props),
        createElement(files.ImportExportActions, props),
      );
    };
  }),
  // the sync's state carries when it was and why it failed
  cells: {
    product: productCell,
    sync_state: lazyNamed<'SyncStateCell', CellProps>(
      () => import('../features/foxy-link/sync-state-cell.tsx'),
      'SyncStateCell',
    ),
  },
  rowFields: ['sync_error', 'synced_at'],
  // a list filtered by a partner needs no partner column: it goes first when room is short
  columns: ['partner_sku', 'product', 'sync_state', 'product_url', 'partner', 'synced_at', 'sync_error'],
});
// the chosen products synced from the bulk bar; everything a filter or search finds, from the header
registerListExtension('products', {
  bulkActions: lazyNamed<'SyncBulkAction', BulkActionsProps>(
    () => import('../features/foxy-link/sync-action.tsx'),
    'SyncBulkAction',
  ),
  actions: preloadableLazy(async () => {
    const [own, files] = await Promise.all([
      import('../features/foxy-link/sync-found-action.tsx'),
      import('../features/import/import-export-actions.tsx'),
    ]);
    return function ProductListActions(props: ListActionsProps) {
      return createElement(
        Fragment,
        null,
        createElement(own.SyncFoundAction, props),
        createElement(files.ImportExportActions, props),
      );
    };
  }),
});

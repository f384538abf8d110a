import { lazyComponent, registerChildRowExtension, registerTabPanel } from '../crud/form/form-slots.ts';

// What features add inside the generic forms' tabs and row tables: wired here, in the app layer
registerTabPanel(
  'categories',
  'seo',
  lazyComponent(() => import('../features/category-filter-seo/seo-link.tsx'), 'FilterSeoLink'),
);
registerChildRowExtension('attributes', 'values', {
  column: {
    labelKey: 'attributeValues.products',
    Cell: lazyComponent(() => import('../features/attribute-values/products-count-cell.tsx'), 'ProductsCountCell'),
  },
  Action: lazyComponent(() => import('../features/attribute-values/merge-action.tsx'), 'MergeValueAction'),
});

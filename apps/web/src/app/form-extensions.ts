import { lazyWidget, registerFieldWidget } from '../crud/form/field-widgets.ts';
import { lazyPanel, registerFormExtension } from '../crud/form/form-extensions.ts';

// What features add to the generic forms: wired here, in the app layer, which may know both sides
registerFieldWidget(
  'roles',
  'permissions',
  lazyWidget(() => import('../features/roles/permission-editor.tsx'), 'PermissionEditor'),
);
registerFormExtension('roles', {
  panel: lazyPanel(() => import('../features/roles/role-holders.tsx'), 'RoleHolders'),
});
registerFormExtension('admin-users', {
  panel: lazyPanel(() => import('../features/admin-users/security-panel.tsx'), 'SecurityPanel'),
});
// a product's attribute values are typed by its main category's attributes, not a table of rows
for (const resource of ['products', 'products-sandbox']) {
  registerFieldWidget(
    resource,
    'attribute_values',
    lazyWidget(() => import('../features/products/attribute-values-widget.tsx'), 'AttributeValuesWidget'),
  );
}
// a kit's items come with its totals worked out live; a product lists its kits beside its form
registerFieldWidget(
  'product-kits',
  'items',
  lazyWidget(() => import('../features/products/kit-items-widget.tsx'), 'KitItemsWidget'),
);
registerFormExtension('products', {
  panel: lazyPanel(() => import('../features/products/product-kits-panel.tsx'), 'ProductKitsPanel'),
});

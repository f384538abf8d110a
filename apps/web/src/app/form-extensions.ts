import { lazyWidget, registerFieldWidget } from '../crud/form/field-widgets.ts';
import { lazyPanel, registerFormExtension } from '../crud/form/form-extensions.ts';
import { registerUndoableDelete } from '../crud/undoable-delete.tsx';

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
// a deleted product can be taken back for a few seconds from its toast (issue 27, point 15); orders
// have no delete to take back
registerUndoableDelete('products');
registerFormExtension('products', {
  panel: lazyPanel(() => import('../features/products/product-kits-panel.tsx'), 'ProductKitsPanel'),
  actions: lazyPanel(() => import('../features/products/product-duplicate.tsx'), 'DuplicateProductAction'),
});
// an order is taken on the phone: the customer above the contacts, items and promo code with the
// server's totals, the delivery method above the address fields it needs, the credit program only
// for instalments; once the order is closed its status, items and sums are locked
const orderWidgets = {
  name: lazyWidget(() => import('../features/orders/customer-widget.tsx'), 'CustomerNameWidget'),
  status_id: lazyWidget(() => import('../features/orders/status-field-widget.tsx'), 'OrderStatusFieldWidget'),
  customer_id: lazyWidget(() => import('../features/orders/customer-widget.tsx'), 'CustomerIdWidget'),
  phone: lazyWidget(() => import('../features/orders/phone-widget.tsx'), 'PhoneWidget'),
  items: lazyWidget(() => import('../features/orders/order-items-widget.tsx'), 'OrderItemsWidget'),
  promo_code: lazyWidget(() => import('../features/orders/order-field-widgets.tsx'), 'PromoCodeWidget'),
  delivery_method: lazyWidget(() => import('../features/orders/order-field-widgets.tsx'), 'DeliveryMethodWidget'),
  delivery_city: lazyWidget(() => import('../features/orders/order-field-widgets.tsx'), 'DeliveryCityWidget'),
  delivery_branch: lazyWidget(() => import('../features/orders/order-field-widgets.tsx'), 'DeliveryFieldWidget'),
  delivery_address: lazyWidget(() => import('../features/orders/order-field-widgets.tsx'), 'DeliveryFieldWidget'),
  credit_program_id: lazyWidget(() => import('../features/orders/order-field-widgets.tsx'), 'CreditProgramWidget'),
  delivery_cost: lazyWidget(() => import('../features/orders/order-field-widgets.tsx'), 'ClosedLockWidget'),
  payment_method: lazyWidget(() => import('../features/orders/order-field-widgets.tsx'), 'ClosedLockWidget'),
};
for (const [field, widget] of Object.entries(orderWidgets)) registerFieldWidget('orders', field, widget);
registerFormExtension('orders', {
  panel: lazyPanel(() => import('../features/orders/order-timeline-panel.tsx'), 'OrderTimelinePanel'),
  prefetch: (id) => void import('../features/orders/orders-api.ts').then((m) => m.prefetchOrderPanel(id)),
});
// a customer's figures and orders beside their form, and merging a duplicate into them (issue 13)
registerFormExtension('customers', {
  panel: lazyPanel(() => import('../features/customers/customer-orders-panel.tsx'), 'CustomerOrdersPanel'),
});
// a dealer company's status, price group and workspaces beside its form, with blocking and unblocking
registerFormExtension('dealers-users', {
  panel: lazyPanel(() => import('../features/dealers/dealer-panel.tsx'), 'DealerPanel'),
});

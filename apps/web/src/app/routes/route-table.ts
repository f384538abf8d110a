import type { RouteObject } from 'react-router';
import { dealerMovedRoutes, dealerSection } from './dealer-route-table.ts';
import { routeMakers } from './route-helpers.ts';
import { screenFor } from './screens.ts';

const { leaf, section } = routeMakers(screenFor);

interface CrudSection {
  path: string;
  name: string;
  extras?: readonly { path: string; name: string }[];
}

/** SPEC §2 "Generic CRUD sections": list at base, create at base/create, edit at base/{id}. */
export const crudSections: readonly CrudSection[] = [
  { path: 'attributes-group', name: 'AttributesGroup' },
  { path: 'brands', name: 'Brands' },
  { path: 'directory/units', name: 'Directory.Units' },
  { path: 'directory/currency', name: 'Directory.Currency' },
  { path: 'directory/partners', name: 'Directory.Partners' },
  { path: 'directory/labels', name: 'Directory.Labels' },
  { path: 'directory/statutes', name: 'Directory.Statutes' },
  { path: 'directory/synonyms', name: 'Directory.Synonyms' },
  { path: 'roles', name: 'Roles' },
  { path: 'feeds', name: 'Feeds' },
  { path: 'news', name: 'News' },
  { path: 'pages', name: 'Pages' },
  { path: 'pages-faq', name: 'PagesFaq' },
  { path: 'video-items', name: 'VideoItems' },
  { path: 'credit-programs', name: 'CreditPrograms' },
  { path: 'admin-users', name: 'AdminUsers' },
  { path: 'banners', name: 'Banners' },
  { path: 'orders', name: 'Orders', extras: [{ path: ':id/print', name: 'Orders.Print' }] },
  { path: 'customers', name: 'Customers' },
  { path: 'actions', name: 'Actions' },
  { path: 'colors', name: 'Colors' },
  { path: 'promos', name: 'Promos' },
  { path: 'redirect-urls', name: 'RedirectUrls' },
  { path: 'interactive-sections', name: 'InteractiveSections' },
  { path: 'dealers/price-groups', name: 'Dealers.PriceGroups' },
  { path: 'dealers-users', name: 'DealersUsers', extras: [{ path: 'moderation', name: 'DealersUsers.Moderation' }] },
];

const crudRoute = ({ path, name, extras = [] }: CrudSection): RouteObject =>
  section(`${name}.Index`, path, [
    leaf(`${name}.Create`, 'create'),
    leaf(`${name}.Edit`, ':id'),
    ...extras.map((extra) => leaf(extra.name, extra.path)),
  ]);

/** Everything inside the shell (SPEC §2 "Other sections" and "Dealer area"). */
// The session's guards are imported when a loader runs: the route table itself stays free of the
// session and its texts, so node reads it too (the browser tests walk it).
const guards = () => import('./guards.ts');

export const shellRoutes: RouteObject[] = [
  { index: true, loader: async () => (await guards()).homeRedirect() },
  // the staff's dashboard asks for staff's figures: a dealer's people start in their own panel
  { ...leaf('Dashboard', 'dashboard'), loader: async () => (await guards()).staffOnly() },
  ...crudSections.map(crudRoute),
  section('Attributes.Index', 'attributes', [leaf('Attributes.Edit', ':id')]),
  section('Categories.Index', 'categories', [
    section('Categories.Edit', ':id', [leaf('Categories.AttributesSeo', 'attributes/seo')]),
  ]),
  leaf('CategoriesTree', 'categories-tree'),
  leaf('Catalog.Index', 'catalog'),
  section('Products.Index', 'products', [
    leaf('Products.Create', 'create'),
    section('Products.Edit', ':id', [
      leaf('Products.Show', 'show'),
      leaf('Products.Kit.Create', 'kit/create'),
      leaf('Products.Kit.Edit', 'kit/:kit'),
    ]),
  ]),
  leaf('ProductsSandbox.Index', 'products-sandbox'),
  section('SeoModule.Index', 'seo-module', [leaf('SeoModule.Create', 'create'), leaf('SeoModule.Edit', ':id')]),
  leaf('Reviews.Index', 'reviews'),
  leaf('Requests.Index', 'requests'),
  section('Migration.Index', 'migration', [leaf('Migration.Category', 'category')]),
  leaf('FoxyLinkMappings.Index', 'foxy-link-mappings'),
  leaf('FileManager', 'file-manager'),
  dealerSection,
  ...dealerMovedRoutes,
  leaf('NotFound', '*'),
];

/** The routes outside the shell: sign-in and a dealer's application. */
export const loginRoute = leaf('Login', 'login');
export const registerRoute = leaf('Register', 'register');

/**
 * Every permission scope of the product: the scopes of SPEC §6 plus the `.edit` twin of each
 * resource's `.show` scope (DESIGN §3). Feeds `/api/directories/permissions` and the role editor.
 */
export const scopeGroups = {
  dealers: 'Дилерська панель',
  orders: 'Замовлення',
  catalog: 'Каталог',
  marketing: 'Маркетинг',
  clients: 'Клієнти',
  seo: 'SEO',
  content: 'Контент',
  directory: 'Довідники',
  admin: 'Адміністрування',
  integrations: 'Інтеграції',
  files: 'Файли',
} as const;

export type ScopeGroup = keyof typeof scopeGroups;

export const scopeGroupsEn: Readonly<Record<ScopeGroup, string>> = {
  dealers: 'Dealer panel',
  orders: 'Orders',
  catalog: 'Catalogue',
  marketing: 'Marketing',
  clients: 'Clients',
  seo: 'SEO',
  content: 'Content',
  directory: 'Directories',
  admin: 'Administration',
  integrations: 'Integrations',
  files: 'Files',
};

export interface ScopeDef {
  scope: string;
  label: string;
  /** The label in English, for a reader of the English interface (the role editor). */
  label_en: string;
  group: ScopeGroup;
}

/** A resource that is read with `<base>.show` and written with `<base>.edit`. */
const resource = (base: string, title: string, titleEn: string, group: ScopeGroup): ScopeDef[] => [
  { scope: `${base}.show`, label: `${title}: перегляд`, label_en: `${titleEn}: view`, group },
  { scope: `${base}.edit`, label: `${title}: редагування`, label_en: `${titleEn}: edit`, group },
];

export const scopes: readonly ScopeDef[] = [
  {
    scope: 'dealer.dashboard',
    label: 'Дилерська панель, замовлення дилерів, робочі простори, каталог дилера',
    label_en: 'Dealer panel, dealer orders, workspaces, dealer catalogue',
    group: 'dealers',
  },
  { scope: 'dealer.manager_user', label: 'Менеджери дилерів', label_en: 'Dealer managers', group: 'dealers' },
  ...resource('dealer.price_groups', 'Цінові групи дилерів', 'Dealer price groups', 'dealers'),
  ...resource('dealers.users', 'Дилери та модерація заявок', 'Dealers and moderation of applications', 'dealers'),
  ...resource('orders', 'Замовлення', 'Orders', 'orders'),
  ...resource('catalog', 'Огляд каталогу', 'Catalogue overview', 'catalog'),
  ...resource('products', 'Товари', 'Products', 'catalog'),
  ...resource('categories', 'Категорії', 'Categories', 'catalog'),
  ...resource('attributes', 'Атрибути', 'Attributes', 'catalog'),
  ...resource('attributes.group', 'Групи атрибутів', 'Attribute groups', 'catalog'),
  ...resource('brand', 'Бренди', 'Brands', 'catalog'),
  ...resource('color', 'Палітра кольорів', 'Colour palette', 'catalog'),
  ...resource('banners', 'Банери', 'Banners', 'marketing'),
  ...resource('interactive-sections', 'Інтерактивні секції', 'Interactive sections', 'marketing'),
  ...resource('promo.code', 'Промокоди', 'Promo codes', 'marketing'),
  ...resource('admin.requests', 'Заявки на дзвінок', 'Callback requests', 'clients'),
  ...resource('reviews', 'Відгуки', 'Reviews', 'clients'),
  ...resource('customers', 'Клієнти', 'Customers', 'clients'),
  ...resource('seo.page', 'SEO-модуль', 'SEO module', 'seo'),
  ...resource('redirects', 'Редиректи', 'Redirects', 'seo'),
  ...resource('news', 'Новини', 'News', 'content'),
  ...resource('actions', 'Акції', 'Promotions', 'content'),
  ...resource('video.items', 'Відео', 'Videos', 'content'),
  ...resource('pages', 'Сторінки', 'Pages', 'content'),
  ...resource('page.faq', 'Сторінки FAQ', 'FAQ pages', 'content'),
  ...resource('unit', 'Одиниці виміру', 'Units', 'directory'),
  ...resource('currency', 'Валюти', 'Currencies', 'directory'),
  ...resource('partners', 'Партнери', 'Partners', 'directory'),
  ...resource('labels', 'Мітки товарів', 'Product labels', 'directory'),
  ...resource('statutes', 'Статуси замовлень', 'Order statuses', 'directory'),
  ...resource('synonyms', 'Синоніми', 'Synonyms', 'directory'),
  ...resource('credit.programs', 'Кредитні програми', 'Credit programs', 'directory'),
  {
    scope: 'sidebar.roles',
    label: 'Розділ «Адміністрування» в меню',
    label_en: 'The Administration section in the menu',
    group: 'admin',
  },
  ...resource('admin.users', 'Адміністратори', 'Administrators', 'admin'),
  ...resource('roles', 'Ролі', 'Roles', 'admin'),
  {
    scope: 'sidebar.feed',
    label: 'Розділ «Інтеграції» в меню',
    label_en: 'The Integrations section in the menu',
    group: 'integrations',
  },
  ...resource('feeds', 'Фіди', 'Feeds', 'integrations'),
  {
    scope: 'foxy_link.edit',
    label: 'Зіставлення посилань; нові товари в мобільному меню',
    label_en: 'Link mappings; new products in the mobile menu',
    group: 'integrations',
  },
  { scope: 'core.file-manager', label: 'Файловий менеджер', label_en: 'File manager', group: 'files' },
];

export const allScopes: ReadonlySet<string> = new Set(scopes.map((s) => s.scope));

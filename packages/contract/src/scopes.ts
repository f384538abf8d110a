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

export interface ScopeDef {
  scope: string;
  label: string;
  group: ScopeGroup;
}

/** A resource that is read with `<base>.show` and written with `<base>.edit`. */
const resource = (base: string, title: string, group: ScopeGroup): ScopeDef[] => [
  { scope: `${base}.show`, label: `${title}: перегляд`, group },
  { scope: `${base}.edit`, label: `${title}: редагування`, group },
];

export const scopes: readonly ScopeDef[] = [
  {
    scope: 'dealer.dashboard',
    label: 'Дилерська панель, замовлення дилерів, робочі простори, каталог дилера',
    group: 'dealers',
  },
  { scope: 'dealer.manager_user', label: 'Менеджери дилерів', group: 'dealers' },
  ...resource('orders', 'Замовлення', 'orders'),
  ...resource('catalog', 'Огляд каталогу', 'catalog'),
  ...resource('products', 'Товари', 'catalog'),
  ...resource('categories', 'Категорії', 'catalog'),
  ...resource('attributes', 'Атрибути', 'catalog'),
  ...resource('attributes.group', 'Групи атрибутів', 'catalog'),
  ...resource('brand', 'Бренди', 'catalog'),
  ...resource('color', 'Палітра кольорів', 'catalog'),
  ...resource('banners', 'Банери', 'marketing'),
  ...resource('interactive-sections', 'Інтерактивні секції', 'marketing'),
  ...resource('promo.code', 'Промокоди', 'marketing'),
  ...resource('admin.requests', 'Заявки на дзвінок', 'clients'),
  ...resource('reviews', 'Відгуки', 'clients'),
  ...resource('customers', 'Клієнти', 'clients'),
  ...resource('seo.page', 'SEO-модуль', 'seo'),
  ...resource('redirects', 'Редиректи', 'seo'),
  ...resource('news', 'Новини', 'content'),
  ...resource('actions', 'Акції', 'content'),
  ...resource('video.items', 'Відео', 'content'),
  ...resource('pages', 'Сторінки', 'content'),
  ...resource('page.faq', 'Сторінки FAQ', 'content'),
  ...resource('unit', 'Одиниці виміру', 'directory'),
  ...resource('currency', 'Валюти', 'directory'),
  ...resource('partners', 'Партнери', 'directory'),
  ...resource('labels', 'Мітки товарів', 'directory'),
  ...resource('statutes', 'Статуси замовлень', 'directory'),
  ...resource('synonyms', 'Синоніми', 'directory'),
  ...resource('credit.programs', 'Кредитні програми', 'directory'),
  { scope: 'sidebar.roles', label: 'Розділ «Адміністрування» в меню', group: 'admin' },
  ...resource('admin.users', 'Адміністратори', 'admin'),
  ...resource('roles', 'Ролі', 'admin'),
  { scope: 'sidebar.feed', label: 'Розділ «Інтеграції» в меню', group: 'integrations' },
  ...resource('feeds', 'Фіди', 'integrations'),
  { scope: 'foxy_link.edit', label: 'Зіставлення посилань; нові товари в мобільному меню', group: 'integrations' },
  { scope: 'core.file-manager', label: 'Файловий менеджер', group: 'files' },
];

export const allScopes: ReadonlySet<string> = new Set(scopes.map((s) => s.scope));

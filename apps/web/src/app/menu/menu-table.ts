import AddShoppingCartOutlined from '@mui/icons-material/AddShoppingCartOutlined';
import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import AltRouteOutlined from '@mui/icons-material/AltRouteOutlined';
import ArticleOutlined from '@mui/icons-material/ArticleOutlined';
import BrandingWatermarkOutlined from '@mui/icons-material/BrandingWatermarkOutlined';
import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import CategoryOutlined from '@mui/icons-material/CategoryOutlined';
import ConfirmationNumberOutlined from '@mui/icons-material/ConfirmationNumberOutlined';
import CreditCardOutlined from '@mui/icons-material/CreditCardOutlined';
import CurrencyExchangeOutlined from '@mui/icons-material/CurrencyExchangeOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import FolderOutlined from '@mui/icons-material/FolderOutlined';
import HandshakeOutlined from '@mui/icons-material/HandshakeOutlined';
import HowToRegOutlined from '@mui/icons-material/HowToRegOutlined';
import HubOutlined from '@mui/icons-material/HubOutlined';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import LabelOutlined from '@mui/icons-material/LabelOutlined';
import LibraryBooksOutlined from '@mui/icons-material/LibraryBooksOutlined';
import LinkOutlined from '@mui/icons-material/LinkOutlined';
import ListAltOutlined from '@mui/icons-material/ListAltOutlined';
import LocalOfferOutlined from '@mui/icons-material/LocalOfferOutlined';
import ManageAccountsOutlined from '@mui/icons-material/ManageAccountsOutlined';
import ManageSearchOutlined from '@mui/icons-material/ManageSearchOutlined';
import NewReleasesOutlined from '@mui/icons-material/NewReleasesOutlined';
import NewspaperOutlined from '@mui/icons-material/NewspaperOutlined';
import PaletteOutlined from '@mui/icons-material/PaletteOutlined';
import PeopleAltOutlined from '@mui/icons-material/PeopleAltOutlined';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import PhoneCallbackOutlined from '@mui/icons-material/PhoneCallbackOutlined';
import QuizOutlined from '@mui/icons-material/QuizOutlined';
import RateReviewOutlined from '@mui/icons-material/RateReviewOutlined';
import RssFeedOutlined from '@mui/icons-material/RssFeedOutlined';
import SecurityOutlined from '@mui/icons-material/SecurityOutlined';
import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined';
import SpaceDashboardOutlined from '@mui/icons-material/SpaceDashboardOutlined';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import StraightenOutlined from '@mui/icons-material/StraightenOutlined';
import SyncAltOutlined from '@mui/icons-material/SyncAltOutlined';
import TouchAppOutlined from '@mui/icons-material/TouchAppOutlined';
import TravelExploreOutlined from '@mui/icons-material/TravelExploreOutlined';
import TuneOutlined from '@mui/icons-material/TuneOutlined';
import VideoLibraryOutlined from '@mui/icons-material/VideoLibraryOutlined';
import ViewCarouselOutlined from '@mui/icons-material/ViewCarouselOutlined';
import ViewListOutlined from '@mui/icons-material/ViewListOutlined';
import ViewModuleOutlined from '@mui/icons-material/ViewModuleOutlined';
import { dealerMenuTable, dealersGroup } from './dealer-menu-table.ts';
import { inGroup, item, type MenuGroupDef, type MenuGroupId, type MenuItemDef } from './menu-item.ts';

export type { MenuGroupDef, MenuGroupId, MenuIcon, MenuItemDef } from './menu-item.ts';

export const menuGroups: Readonly<Record<MenuGroupId, MenuGroupDef>> = {
  dealers: dealersGroup,
  orders: { label: 'menu.groups.orders', icon: ShoppingCartOutlined },
  catalog: { label: 'menu.groups.catalog', icon: Inventory2Outlined },
  marketing: { label: 'menu.groups.marketing', icon: CampaignOutlined },
  clients: { label: 'menu.groups.clients', icon: PeopleAltOutlined },
  seo: { label: 'menu.groups.seo', icon: TravelExploreOutlined },
  content: { label: 'menu.groups.content', icon: ArticleOutlined },
  directory: { label: 'menu.groups.directory', icon: LibraryBooksOutlined },
  admin: { label: 'menu.groups.admin', icon: AdminPanelSettingsOutlined, scope: 'sidebar.roles' },
  integrations: { label: 'menu.groups.integrations', icon: HubOutlined, scope: 'sidebar.feed' },
};

/** SPEC §2 "Menu layout" and §6, in menu order; groups appear where their first item is. */
export const menuTable: readonly MenuItemDef[] = [
  { path: '/dashboard', label: 'menu.dashboard', icon: SpaceDashboardOutlined, staffOnly: true },
  ...dealerMenuTable,
  ...inGroup('orders', [
    item('/orders', 'orders', ListAltOutlined, 'orders.show'),
    item('/orders/create', 'ordersCreate', AddShoppingCartOutlined, 'orders.edit'),
  ]),
  ...inGroup('catalog', [
    item('/catalog', 'catalog', ViewModuleOutlined, 'catalog.show'),
    item('/products', 'products', Inventory2Outlined, 'products.show'),
    item('/products-sandbox', 'productsSandbox', NewReleasesOutlined, 'products.show', {
      mobile: { scope: 'foxy_link.edit' },
    }),
    item('/categories', 'categories', CategoryOutlined, 'categories.show'),
    item('/attributes', 'attributes', TuneOutlined, 'attributes.show'),
    item('/attributes-group', 'attributesGroup', ViewListOutlined, 'attributes.group.show'),
    item('/brands', 'brands', BrandingWatermarkOutlined, 'brand.show'),
    item('/colors', 'colors', PaletteOutlined, 'color.show'),
  ]),
  ...inGroup('marketing', [
    item('/banners', 'banners', ViewCarouselOutlined, 'banners.show'),
    item('/interactive-sections', 'interactiveSections', TouchAppOutlined, 'interactive-sections.show'),
    item('/promos', 'promos', ConfirmationNumberOutlined, 'promo.code.show'),
  ]),
  ...inGroup('clients', [
    item('/requests', 'requests', PhoneCallbackOutlined, 'admin.requests.show'),
    item('/reviews', 'reviews', RateReviewOutlined, 'reviews.show'),
    item('/customers', 'customers', PersonOutlined, 'customers.show'),
    item('/dealers-users', 'dealersUsers', StorefrontOutlined, 'dealers.users.show'),
    item('/dealers-users/moderation', 'dealersModeration', HowToRegOutlined, 'dealers.users.show'),
  ]),
  ...inGroup('seo', [
    item('/seo-module', 'seoModule', ManageSearchOutlined, 'seo.page.show'),
    item('/redirect-urls', 'redirectUrls', AltRouteOutlined, 'redirects.show'),
  ]),
  ...inGroup('content', [
    item('/news', 'news', NewspaperOutlined, 'news.show'),
    item('/actions', 'actions', LocalOfferOutlined, 'actions.show'),
    item('/video-items', 'videoItems', VideoLibraryOutlined, 'video.items.show'),
    item('/pages', 'pages', DescriptionOutlined, 'pages.show', { mobile: false }),
    item('/pages-faq', 'pagesFaq', QuizOutlined, 'page.faq.show', { mobile: false }),
  ]),
  ...inGroup('directory', [
    item('/directory/units', 'units', StraightenOutlined, 'unit.show'),
    item('/directory/currency', 'currency', CurrencyExchangeOutlined, 'currency.show'),
    item('/directory/partners', 'partners', HandshakeOutlined, 'partners.show'),
    item('/directory/labels', 'labels', LabelOutlined, 'labels.show'),
    item('/directory/statutes', 'statutes', FactCheckOutlined, 'statutes.show'),
    item('/directory/synonyms', 'synonyms', SyncAltOutlined, 'synonyms.show'),
    item('/credit-programs', 'creditPrograms', CreditCardOutlined, 'credit.programs.show'),
  ]),
  ...inGroup('admin', [
    item('/admin-users', 'adminUsers', ManageAccountsOutlined, 'admin.users.show'),
    item('/roles', 'roles', SecurityOutlined, 'roles.show'),
  ]),
  ...inGroup('integrations', [
    item('/feeds', 'feeds', RssFeedOutlined, 'feeds.show'),
    item('/foxy-link-mappings', 'foxyLinkMappings', LinkOutlined, 'foxy_link.edit'),
  ]),
  { path: '/file-manager', label: 'menu.fileManager', icon: FolderOutlined, scope: 'core.file-manager', mobile: false },
];

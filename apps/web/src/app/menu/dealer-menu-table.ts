import BadgeOutlined from '@mui/icons-material/BadgeOutlined';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import MenuBookOutlined from '@mui/icons-material/MenuBookOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import StoreOutlined from '@mui/icons-material/StoreOutlined';
import WorkspacesOutlined from '@mui/icons-material/WorkspacesOutlined';
import { inGroup, item, type MenuGroupDef, type MenuItemDef } from './menu-item.ts';

/** SPEC §2 "Dealer area": the group a dealer's people see alone, and staff among the rest. */
export const dealersGroup: MenuGroupDef = { label: 'menu.groups.dealers', icon: StoreOutlined };

export const dealerMenuTable: readonly MenuItemDef[] = [
  ...inGroup('dealers', [
    item('/dealers', 'dealersDashboard', InsightsOutlined, 'dealer.dashboard'),
    item('/dealers/orders', 'dealersOrders', ReceiptLongOutlined, 'dealer.dashboard', {
      mobile: { path: '/dealers-orders' },
    }),
    item('/dealers/managers', 'dealersManagers', BadgeOutlined, 'dealer.manager_user', {
      mobile: { path: '/dealers-managers' },
    }),
    item('/dealers/workspaces', 'dealersWorkspaces', WorkspacesOutlined, 'dealer.dashboard'),
    item('/dealers/catalog', 'dealersCatalog', MenuBookOutlined, 'dealer.dashboard'),
  ]),
];

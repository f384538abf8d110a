import { appRoutesOf, createRouterOf } from './app-router.ts';
import { loadDealerShell } from './dealer-shell-loader.ts';
import { dealerLoginRoute, dealerRegisterRoute, dealerShellRoutes } from './routes/dealer-route-table.ts';
import { requireDealer } from './routes/guards.ts';

/** The dealer panel's own routes: sign-in, and the panel inside the shared shell. */
const dealerRoutes = appRoutesOf({
  login: dealerLoginRoute,
  register: dealerRegisterRoute,
  shellLoader: requireDealer,
  loadShell: async () => (await loadDealerShell()).DealerShell,
  screens: dealerShellRoutes,
});

export const createDealerRouter = () => createRouterOf(dealerRoutes);

import { appRoutesOf, createRouterOf } from './app-router.ts';
import { requireUser } from './routes/guards.ts';
import { withRecordPrefetch } from './routes/record-prefetch.ts';
import { loginRoute, registerRoute, shellRoutes } from './routes/route-table.ts';
import { loadShell } from './shell-loader.ts';

export const appRoutes = appRoutesOf({
  login: loginRoute,
  register: registerRoute,
  shellLoader: requireUser,
  loadShell: async () => (await loadShell()).StaffShell,
  screens: withRecordPrefetch(shellRoutes),
});

export const createAppRouter = () => createRouterOf(appRoutes);

import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import { lazy, Suspense, useMemo, useRef, useState } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { useCurrentUser } from '../../api/session.ts';
import { CenteredSpinner } from '../../components/centered-spinner.tsx';
import { ProfileSlot } from '../../features/profile/profile-slot.tsx';
import { useRouteName } from '../../lib/route-handle.ts';
import type { ShellMenu } from '../menu/menu-builder.ts';
import { NoAccessPage } from '../pages/no-access-page.tsx';
import { DesktopSidebar } from './desktop-sidebar.tsx';
import { drawerStorageKey, mobileMediaQuery } from './layout-constants.ts';
import { ShellMenuContext, shellMenuValue } from './shell-menu-context.ts';
import { ShellProviders } from './shell-providers.tsx';
import { SkipLink } from './skip-link.tsx';
import { TopBar } from './top-bar.tsx';
import { useDocumentTitle } from './use-document-title.ts';
import { useDrawerOpen } from './use-persisted-state.ts';
import { useTitleFocus } from './use-title-focus.ts';

// the compact menu is a modal drawer with a slide and its groups' pop-out menus, shown on a tap of
// the toggle: its code comes with the first touch or hover of the toggle, not with every screen
const loadMobileMenu = () => import('./mobile-menu.tsx');
const MobileMenu = lazy(() => loadMobileMenu().then((m) => ({ default: m.MobileMenu })));
const prefetchMobileMenu = () => void loadMobileMenu();

/**
 * SPEC §2 "Shell layout": top bar, sidebar (or the compact menu), and the page area. The staff's
 * app and the dealer panel's own app draw the same shell around their own menu.
 */
export function AppShell({ menu, jobs = false }: { menu: ShellMenu; jobs?: boolean }) {
  return (
    <ShellProviders>
      <ShellMenuContext value={useMemo(() => shellMenuValue(menu), [menu])}>
        <ShellLayout menu={menu} jobs={jobs} />
      </ShellMenuContext>
    </ShellProviders>
  );
}

function ShellLayout({ menu, jobs }: { menu: ShellMenu; jobs: boolean }) {
  const compact = useMediaQuery(mobileMediaQuery, { noSsr: true });
  const [drawerOpen, toggleDrawer] = useDrawerOpen(drawerStorageKey);
  const [mobileOpen, setMobileOpen] = useState(false);
  const [mobileWanted, setMobileWanted] = useState(false);
  const user = useCurrentUser();
  const variant = compact ? 'mobile' : 'desktop';
  const entries = useMemo(() => menu.build(user, variant), [menu, user, variant]);
  // the palette offers the desktop menu's sections whatever the width: the same places, one list
  const sections = useMemo(() => (compact ? menu.build(user, 'desktop') : entries), [menu, user, compact, entries]);
  const navigation = useNavigation();
  const routeName = useRouteName();
  useDocumentTitle(routeName);
  const loading = navigation.state === 'loading';
  const forbidden = menu.forbidden(user ?? null, useLocation().pathname);
  const main = useRef<HTMLElement>(null);
  useTitleFocus(main);

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <SkipLink target={main} />
      <TopBar
        jobs={jobs}
        compact={compact}
        sections={sections}
        menuOpen={compact ? mobileOpen : drawerOpen}
        onToggleMenu={
          compact
            ? () => {
                setMobileWanted(true);
                setMobileOpen((open) => !open);
              }
            : toggleDrawer
        }
        onMenuIntent={compact ? prefetchMobileMenu : undefined}
      />
      {compact ? (
        mobileWanted ? (
          <Suspense fallback={null}>
            <MobileMenu open={mobileOpen} onClose={() => setMobileOpen(false)} entries={entries} />
          </Suspense>
        ) : null
      ) : (
        <DesktopSidebar open={drawerOpen} entries={entries} />
      )}
      <Box
        component="main"
        id="main-content"
        ref={main}
        tabIndex={-1}
        data-route-name={routeName}
        aria-busy={loading}
        sx={{ flexGrow: 1, minWidth: 0, px: { xs: 2, sm: 3, lg: 4 }, pb: 4 }}
      >
        <Toolbar sx={{ mb: 3 }} />
        {/* while a second factor is owed the server refuses every screen: the profile asks for it instead */}
        {user?.two_factor_setup_required ? null : loading ? (
          <CenteredSpinner />
        ) : forbidden ? (
          <NoAccessPage section={forbidden} />
        ) : (
          <Outlet />
        )}
      </Box>
      <ProfileSlot />
    </Box>
  );
}

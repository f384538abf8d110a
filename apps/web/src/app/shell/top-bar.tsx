import MenuIcon from '@mui/icons-material/Menu';
import MenuOpenIcon from '@mui/icons-material/MenuOpen';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LogoMark } from '../../components/logo-mark.tsx';
import { CommandPalette } from '../../features/command-palette/command-palette.tsx';
import { fetchMyJobs, jobKeys } from '../../features/jobs/jobs-api.ts';
import { readShopUrl } from '../../lib/shop-url.ts';
import type { MenuEntry } from '../menu/menu-builder.ts';
import { BreadcrumbTrail } from './breadcrumb-trail.tsx';
import { UserMenu } from './user-menu.tsx';

// its own chunk, fetched only by someone who has jobs (the list below is the indicator's own query)
const JobsIndicator = lazy(() =>
  import('../../features/jobs/jobs-indicator.tsx').then((m) => ({ default: m.JobsIndicator })),
);

interface TopBarProps {
  menuOpen: boolean;
  onToggleMenu: () => void;
  /** The pointer or the focus is on the menu toggle: what it opens may be fetched. */
  onMenuIntent?: () => void;
  compact: boolean;
  /**
   * Whether the session has background jobs to show (staff's): a dealer's session starts none and
   * may not ask (/api/jobs refused it with 403 on every screen of the panel).
   */
  jobs: boolean;
  /** The desktop menu's entries, which the command palette offers. */
  sections: MenuEntry[];
}

export function TopBar({ menuOpen, onToggleMenu, onMenuIntent, compact, jobs: withJobs, sections }: TopBarProps) {
  const { t } = useTranslation();
  const shopUrl = useMemo(readShopUrl, []);
  const jobs = useQuery({ queryKey: jobKeys.list, queryFn: ({ signal }) => fetchMyJobs(signal), enabled: withJobs });
  const hasJobs = (jobs.data?.length ?? 0) > 0;
  return (
    <AppBar
      position="fixed"
      sx={{ zIndex: (theme) => theme.zIndex.drawer + 1, borderBottom: 1, borderColor: 'divider' }}
    >
      <Toolbar sx={{ gap: 1.5, pl: { xs: 1.5, sm: 2 } }}>
        <IconButton
          aria-label={t('shell.menuToggle')}
          aria-expanded={menuOpen}
          onClick={onToggleMenu}
          onPointerEnter={onMenuIntent}
          onFocus={onMenuIntent}
        >
          {menuOpen && !compact ? <MenuOpenIcon /> : <MenuIcon />}
        </IconButton>
        <Link
          href={shopUrl}
          target="_blank"
          rel="noopener"
          title={t('shell.shopLink')}
          underline="none"
          color="inherit"
          sx={{ display: 'flex', alignItems: 'center', gap: 1, flexShrink: 0 }}
        >
          <LogoMark size={30} />
          <Typography component="span" sx={{ fontWeight: 700, fontSize: 18, letterSpacing: '-0.01em' }}>
            {t('app.name')}
          </Typography>
        </Link>
        <Divider orientation="vertical" flexItem sx={{ my: 2, display: { xs: 'none', sm: 'block' } }} />
        <Box sx={{ flex: 1, minWidth: 0, display: { xs: 'none', sm: 'block' } }}>
          <BreadcrumbTrail />
        </Box>
        <Box sx={{ flex: 1, display: { xs: 'block', sm: 'none' } }} />
        <CommandPalette menu={sections} />
        {hasJobs ? (
          <Suspense fallback={null}>
            <JobsIndicator />
          </Suspense>
        ) : null}
        <UserMenu />
      </Toolbar>
    </AppBar>
  );
}

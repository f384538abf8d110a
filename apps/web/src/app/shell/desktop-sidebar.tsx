import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import type { Theme } from '@mui/material/styles';
import Toolbar from '@mui/material/Toolbar';
import { type FocusEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MenuEntry } from '../menu/menu-builder.ts';
import { railWidth, sidebarWidth } from './layout-constants.ts';
import { SidebarNav } from './sidebar-nav.tsx';

const widthTransition = (theme: Theme) =>
  theme.transitions.create(['width', 'box-shadow'], {
    easing: theme.transitions.easing.sharp,
    duration: theme.transitions.duration.shorter,
  });

interface DesktopSidebarProps {
  open: boolean;
  entries: MenuEntry[];
}

/**
 * Permanent drawer: 256 px open, a 72 px rail closed. The rail widens on hover (or keyboard
 * focus) over the content, without moving it: only the paper grows, the docked space stays 72.
 * Drawn as MUI's permanent Drawer draws it (the same elements, classes and styles), without the
 * component: it imports a modal and a slide for its temporary variant, which every screen of
 * both apps then downloaded for a rail that never opens over the page.
 */
export function DesktopSidebar({ open, entries }: DesktopSidebarProps) {
  const { t } = useTranslation();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const peeking = !open && (hovered || focused);
  const expanded = open || peeking;

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  };

  return (
    <Box
      className="MuiDrawer-root MuiDrawer-anchorLeft MuiDrawer-docked"
      sx={{ flex: '0 0 auto', width: open ? sidebarWidth : railWidth, transition: widthTransition }}
    >
      <Paper
        square
        elevation={0}
        className="MuiDrawer-paper"
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
        onFocus={() => setFocused(true)}
        onBlur={onBlur}
        data-testid="sidebar"
        data-state={open ? 'open' : peeking ? 'peek' : 'rail'}
        sx={{
          // MUI's docked paper
          display: 'flex',
          flexDirection: 'column',
          flex: '1 0 auto',
          height: '100%',
          position: 'fixed',
          top: 0,
          left: 0,
          zIndex: 'drawer',
          outline: 0,
          overflowY: 'auto',
          WebkitOverflowScrolling: 'touch',
          // the rail's own
          width: expanded ? sidebarWidth : railWidth,
          overflowX: 'hidden',
          transition: widthTransition,
          boxShadow: peeking ? 8 : 'none',
          borderRight: 1,
          borderColor: 'divider',
        }}
      >
        <Toolbar />
        <Box
          component="nav"
          aria-label={t('shell.mainNav')}
          sx={{ flex: 1, overflowY: 'auto', overflowX: 'hidden', pb: 2 }}
        >
          <SidebarNav entries={entries} rail={!expanded} />
        </Box>
      </Paper>
    </Box>
  );
}

import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
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

  // data-* attributes are valid on the paper's div, though its slot type does not list them.
  const dataAttributes: Record<string, string> = {
    'data-testid': 'sidebar',
    'data-state': open ? 'open' : peeking ? 'peek' : 'rail',
  };

  return (
    <Drawer
      variant="permanent"
      open={open}
      sx={{ width: open ? sidebarWidth : railWidth, flexShrink: 0, transition: widthTransition }}
      slotProps={{
        paper: {
          onMouseEnter: () => setHovered(true),
          onMouseLeave: () => setHovered(false),
          onFocus: () => setFocused(true),
          onBlur,
          ...dataAttributes,
          sx: {
            width: expanded ? sidebarWidth : railWidth,
            overflowX: 'hidden',
            transition: widthTransition,
            boxShadow: peeking ? 8 : 'none',
            borderRight: 1,
            borderColor: 'divider',
          },
        },
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
    </Drawer>
  );
}

import ChevronRight from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { LogoMark } from '../../components/logo-mark.tsx';
import type { MenuEntry } from '../menu/menu-builder.ts';
import { SidebarLink, SoonMark } from './sidebar-link.tsx';

type GroupEntry = Extract<MenuEntry, { kind: 'group' }>;

/** A group is one button; its items pop out beside it in a menu. */
function MobileGroup({ entry, onNavigate }: { entry: GroupEntry; onNavigate: () => void }) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const Icon = entry.icon;
  const menuId = `mobile-menu-${entry.id}`;
  const close = () => setAnchor(null);
  return (
    <li>
      <ListItemButton
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        aria-controls={anchor ? menuId : undefined}
        disabled={entry.links.length === 0}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ mx: 1, px: 2, minHeight: 44 }}
      >
        <ListItemIcon>
          <Icon fontSize="small" />
        </ListItemIcon>
        <ListItemText primary={t(entry.label)} slotProps={{ primary: { variant: 'body2' } }} />
        <ChevronRight fontSize="small" color="action" />
      </ListItemButton>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={close}
        anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'left' }}
      >
        {entry.links.map((link) => {
          const LinkIcon = link.icon;
          return (
            <MenuItem
              key={link.path}
              component={NavLink}
              to={link.path}
              end={link.end}
              onClick={() => {
                close();
                onNavigate();
              }}
              sx={{ minWidth: 220, '&.active': { color: 'primary.main', fontWeight: 600 } }}
            >
              <ListItemIcon>
                <LinkIcon fontSize="small" />
              </ListItemIcon>
              {t(link.label)}
              <Box component="span" sx={{ ml: 'auto', pl: 1 }}>
                <SoonMark route={link.route} />
              </Box>
            </MenuItem>
          );
        })}
      </Menu>
    </li>
  );
}

interface MobileMenuProps {
  open: boolean;
  onClose: () => void;
  entries: MenuEntry[];
}

/** ≤ 1024 px: a temporary drawer opened by the top bar's toggle (SPEC §2 compact variant). */
export function MobileMenu({ open, onClose, entries }: MobileMenuProps) {
  const { t } = useTranslation();
  // its first opening mounts it (its code comes then): drawn closed first, it slides in as later
  // openings do; a drawer mounted open appears without its transition
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return (
    <Drawer
      variant="temporary"
      open={open && mounted}
      onClose={onClose}
      // the drawer's paper is a modal dialog to assistive technology: it needs a name
      slotProps={{ paper: { sx: { width: 280 }, 'aria-label': t('shell.mainNav') } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 2.5, py: 2 }}>
        <LogoMark size={32} />
        <Box>
          <Typography sx={{ fontWeight: 700, lineHeight: 1.2 }}>{t('app.name')}</Typography>
          <Typography variant="caption" color="text.secondary">
            {t('app.tagline')}
          </Typography>
        </Box>
      </Box>
      <Box component="nav" aria-label={t('shell.mainNav')} sx={{ overflowY: 'auto' }}>
        <List sx={{ pt: 0 }}>
          {entries.map((entry) =>
            entry.kind === 'link' ? (
              <li key={entry.link.path}>
                <SidebarLink link={entry.link} onNavigate={onClose} />
              </li>
            ) : (
              <MobileGroup key={entry.id} entry={entry} onNavigate={onClose} />
            ),
          )}
        </List>
      </Box>
    </Drawer>
  );
}

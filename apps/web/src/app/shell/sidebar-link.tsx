import Box from '@mui/material/Box';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import type { MenuLink } from '../menu/menu-builder.ts';
import { useShellMenu } from './shell-menu-context.ts';

/**
 * The "soon" mark beside a section that is not built yet, so its placeholder page reads as planned, not as
 * a fault. Plain text inside the link: it ends the link's accessible name (e.g. "Customers soon").
 */
export function SoonMark({ route, hidden = false }: { route: string | undefined; hidden?: boolean }) {
  const { t } = useTranslation();
  if (!useShellMenu().useUnbuilt(route)) return null;
  return (
    <Box
      component="span"
      data-soon=""
      sx={{
        ml: 1,
        px: 0.75,
        flexShrink: 0,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        fontSize: 11,
        fontWeight: 600,
        lineHeight: '18px',
        color: 'text.secondary',
        bgcolor: 'background.paper',
        opacity: hidden ? 0 : 1,
        transition: 'opacity 150ms',
      }}
    >
      {t('menu.soon')}
    </Box>
  );
}

interface SidebarLinkProps {
  link: MenuLink;
  /** Rail: the label fades out but stays the link's accessible name. */
  rail?: boolean;
  onNavigate?: () => void;
}

export function SidebarLink({ link, rail = false, onNavigate }: SidebarLinkProps) {
  const { t } = useTranslation();
  const Icon = link.icon;
  return (
    <ListItemButton
      component={NavLink}
      to={link.path}
      end={link.end}
      onClick={onNavigate}
      sx={{ minHeight: 40, mx: 1, px: 2, py: 0.5, mb: 0.25 }}
    >
      <ListItemIcon>
        <Icon fontSize="small" />
      </ListItemIcon>
      <ListItemText
        primary={t(link.label)}
        sx={{ my: 0, opacity: rail ? 0 : 1, transition: 'opacity 150ms' }}
        // wrapped rather than cut: a "soon" mark leaves a long label little room
        slotProps={{ primary: { noWrap: rail, variant: 'body2', sx: { lineHeight: 1.3 } } }}
      />
      <SoonMark route={link.route} hidden={rail} />
    </ListItemButton>
  );
}

import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import type { MenuLink } from '../menu/menu-visibility.ts';

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
        slotProps={{ primary: { noWrap: true, variant: 'body2' } }}
      />
    </ListItemButton>
  );
}

import Avatar from '@mui/material/Avatar';
import IconButton from '@mui/material/IconButton';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../api/session.ts';

// the menu (a popover with its transitions) is not on any first screen: it comes when wanted
const loadList = () => import('./user-menu-list.tsx');
const UserMenuList = lazy(() => loadList().then((m) => ({ default: m.UserMenuList })));

const initials = (name: string): string =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');

export function UserMenu() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [wanted, setWanted] = useState(false);
  if (!user) return null;
  const prefetch = () => void loadList();

  return (
    <>
      <IconButton
        aria-label={t('shell.account')}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={(event) => {
          setWanted(true);
          setAnchor(event.currentTarget);
        }}
        sx={{ p: 0.5 }}
      >
        <Avatar sx={{ width: 34, height: 34, bgcolor: 'primary.main', fontSize: 15, fontWeight: 600 }}>
          {initials(user.name) || '?'}
        </Avatar>
      </IconButton>
      {wanted ? (
        <Suspense fallback={null}>
          <UserMenuList anchor={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      ) : null}
    </>
  );
}

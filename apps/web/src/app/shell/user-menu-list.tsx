import type { CurrentUser, DataEnvelope } from '@kramar/contract';
import AccountCircleOutlined from '@mui/icons-material/AccountCircleOutlined';
import Logout from '@mui/icons-material/Logout';
import Translate from '@mui/icons-material/Translate';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { http } from '../../api/http.ts';
import { replaceUser, signOut, useCurrentUser } from '../../api/session.ts';
import { openProfile } from '../../features/profile/profile-open.ts';
import { changeLanguage, type Language } from '../../i18n/i18n.ts';

/** The account menu's items: their code comes with the first hover, focus or click of the avatar. */
export function UserMenuList({ anchor, onClose }: { anchor: HTMLElement | null; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const user = useCurrentUser();
  const navigate = useNavigate();
  if (!user) return null;

  const onSignOut = async () => {
    onClose();
    await signOut();
    await navigate('/login', { replace: true });
  };
  const onLanguage = async () => {
    onClose();
    const language: Language = i18n.language === 'en' ? 'uk' : 'en';
    await changeLanguage(language);
    // kept in the profile too, so the next sign-in, on any device, speaks it
    const saved = await http
      .put<DataEnvelope<CurrentUser>>('/user/profile', { name: user.name, language }, { silent: true })
      .catch(() => undefined);
    if (saved) replaceUser(saved.data);
  };
  const onProfile = () => {
    onClose();
    openProfile();
  };

  return (
    <Menu
      anchorEl={anchor}
      open={anchor !== null}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ paper: { sx: { minWidth: 240, mt: 1 } } }}
    >
      <Box sx={{ px: 2, py: 1 }}>
        <Typography sx={{ fontWeight: 600 }}>{user.name}</Typography>
        <Typography variant="body2" color="text.secondary">
          {user.email}
        </Typography>
        {user.owner ? <Chip size="small" color="primary" label={t('shell.owner')} sx={{ mt: 1 }} /> : null}
      </Box>
      <Divider />
      <MenuItem onClick={onProfile}>
        <ListItemIcon>
          <AccountCircleOutlined fontSize="small" />
        </ListItemIcon>
        {t('shell.profile')}
      </MenuItem>
      <MenuItem onClick={() => void onLanguage()}>
        <ListItemIcon>
          <Translate fontSize="small" />
        </ListItemIcon>
        {t('shell.otherLanguage')}
      </MenuItem>
      <MenuItem onClick={onSignOut}>
        <ListItemIcon>
          <Logout fontSize="small" />
        </ListItemIcon>
        {t('shell.signOut')}
      </MenuItem>
    </Menu>
  );
}

import type { CurrentUser } from '@kramar/contract';
import CloseRounded from '@mui/icons-material/CloseRounded';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import { useTheme } from '@mui/material/styles';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { signOut } from '../../api/session.ts';
import { ProfileGeneral } from './profile-general.tsx';
import { closeProfile, type ProfileTab } from './profile-open.ts';
import { ProfilePassword } from './profile-password.tsx';
import { ProfileSessions } from './profile-sessions.tsx';
import { ProfileTwoFactor } from './profile-two-factor.tsx';
import './texts.ts';

interface ProfileDialogProps {
  user: CurrentUser;
  tab: ProfileTab;
  /** Enrolment is owed: the two-factor tab alone, no close, signing out the only other way. */
  forced: boolean;
}

const tabs: readonly ProfileTab[] = ['general', 'password', 'twoFactor', 'sessions'];

/** The user's own account (top bar → user menu → Profile): a dialog, since SPEC §2 gives no route. */
export function ProfileDialog({ user, tab, forced }: ProfileDialogProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const navigate = useNavigate();
  const [chosen, setChosen] = useState<ProfileTab>(tab);
  const current = forced ? 'twoFactor' : chosen;
  const id = useId();
  const titleId = `${id}-title`;

  const onSignOut = async () => {
    await signOut();
    closeProfile();
    await navigate('/login', { replace: true });
  };

  return (
    <Dialog
      open
      onClose={forced ? undefined : closeProfile}
      fullScreen={fullScreen}
      maxWidth="sm"
      fullWidth
      aria-labelledby={titleId}
      data-testid="profile-dialog"
    >
      <DialogTitle id={titleId} sx={{ pr: 7 }}>
        {t('profile.title')}
        <Typography variant="body2" color="text.secondary" component="span" sx={{ display: 'block' }}>
          {user.email}
        </Typography>
      </DialogTitle>
      {forced ? null : (
        <IconButton
          aria-label={t('common.close')}
          onClick={closeProfile}
          sx={{ position: 'absolute', right: 12, top: 12 }}
        >
          <CloseRounded />
        </IconButton>
      )}
      {forced ? (
        <Alert severity="warning" sx={{ mx: 3, mb: 1 }}>
          <AlertTitle>{t('profile.forced.title')}</AlertTitle>
          {t('profile.forced.text')}
        </Alert>
      ) : (
        <Tabs
          value={current}
          onChange={(_, next: ProfileTab) => setChosen(next)}
          // four tabs fit the dialog; a phone's full-screen one scrolls them
          variant={fullScreen ? 'scrollable' : 'standard'}
          aria-label={t('profile.tabsLabel')}
          sx={{ px: 2, borderBottom: 1, borderColor: 'divider' }}
        >
          {tabs.map((name) => (
            <Tab
              key={name}
              value={name}
              label={t(`profile.tabs.${name}`)}
              id={`${id}-tab-${name}`}
              aria-controls={`${id}-panel-${name}`}
            />
          ))}
        </Tabs>
      )}
      <DialogContent
        role="tabpanel"
        id={`${id}-panel-${current}`}
        aria-labelledby={forced ? titleId : `${id}-tab-${current}`}
        sx={{ minHeight: { sm: 420 }, pt: '20px !important' }}
      >
        <Box sx={{ display: 'grid', gap: 2 }}>
          {current === 'general' ? <ProfileGeneral user={user} /> : null}
          {current === 'password' ? <ProfilePassword /> : null}
          {current === 'twoFactor' ? <ProfileTwoFactor forced={forced} /> : null}
          {current === 'sessions' ? <ProfileSessions /> : null}
        </Box>
      </DialogContent>
      {forced ? (
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={() => void onSignOut()}>{t('shell.signOut')}</Button>
        </DialogActions>
      ) : null}
    </Dialog>
  );
}

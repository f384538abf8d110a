import type { Invitation } from '@kramar/contract';
import LockResetRounded from '@mui/icons-material/LockResetRounded';
import MailOutlineRounded from '@mui/icons-material/MailOutlineRounded';
import ShieldOutlined from '@mui/icons-material/ShieldOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../api/notify.ts';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { SessionList } from '../../components/session-list.tsx';
import type { FormExtensionProps } from '../../crud/form/form-extensions.ts';
import { recordQueryOptions, resourceKeys } from '../../crud/resource-api.ts';
import { intlLocale } from '../../i18n/i18n.ts';
import { shopTimeZone } from '../../lib/shop-time-zone.ts';
import { InvitationDialog } from './invitation-dialog.tsx';
import { PasswordDialog } from './password-dialog.tsx';
import { createInvitation, resetTwoFactor, revokeUserSessions, userSessionsQuery } from './security-api.ts';
import './texts.ts';

type Ask = 'twoFactor' | 'sessions' | undefined;

function Part({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Typography component="h3" variant="subtitle2" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** "Sign-in and security" beside a staff member's form: password, invitation, 2FA, sessions. */
export function SecurityPanel({ resource, id, canWrite }: FormExtensionProps) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  // the form's own query: the cache answers, no second request
  const record = useQuery(recordQueryOptions(resource, id)).data;
  const sessions = useQuery(userSessionsQuery(id));
  const [passwordOpen, setPasswordOpen] = useState(false);
  const [invitation, setInvitation] = useState<Invitation>();
  const [ask, setAsk] = useState<Ask>();
  const [busy, setBusy] = useState<string>();
  const name = typeof record?.name === 'string' ? record.name : `#${id}`;
  const twoFactor = record?.two_factor_enabled === true;
  const lastSignIn =
    typeof record?.last_sign_in_at === 'string'
      ? new Intl.DateTimeFormat(intlLocale(i18n.language), {
          dateStyle: 'medium',
          timeStyle: 'short',
          timeZone: shopTimeZone(),
        }).format(new Date(record.last_sign_in_at))
      : undefined;

  const refresh = () => queryClient.invalidateQueries({ queryKey: resourceKeys.detail(resource, id) });
  const run = async (what: string, action: () => Promise<void>) => {
    setBusy(what);
    try {
      await action();
    } catch {
      // the http client has toasted the refusal (403, 404, 5xx)
    } finally {
      setBusy(undefined);
      setAsk(undefined);
    }
  };

  const onInvite = () =>
    run('invite', async () => {
      setInvitation(await createInvitation(id));
    });
  const onResetTwoFactor = () =>
    run('twoFactor', async () => {
      await resetTwoFactor(id);
      notifySuccess(t('userSecurity.twoFactor.resetDone', { name }));
      await refresh();
    });
  const onRevoke = () =>
    run('sessions', async () => {
      const count = await revokeUserSessions(id);
      notifySuccess(t('userSecurity.sessions.revoked', { count }));
      await queryClient.invalidateQueries({ queryKey: userSessionsQuery(id).queryKey });
    });

  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="user-security-title"
      sx={{ p: 2, display: 'grid', gap: 2 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <ShieldOutlined color="action" />
        <Typography id="user-security-title" component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {t('userSecurity.title')}
        </Typography>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: -1 }}>
        {lastSignIn ? t('userSecurity.lastSignIn', { when: lastSignIn }) : t('userSecurity.neverSignedIn')}
      </Typography>
      <Part title={t('userSecurity.password.heading')}>
        <Typography variant="body2" color="text.secondary">
          {t('userSecurity.password.about')}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <Button
            variant="outlined"
            size="small"
            startIcon={<LockResetRounded />}
            disabled={!canWrite}
            onClick={() => setPasswordOpen(true)}
          >
            {t('userSecurity.password.open')}
          </Button>
          <Button
            variant="outlined"
            size="small"
            startIcon={<MailOutlineRounded />}
            disabled={!canWrite}
            loading={busy === 'invite'}
            onClick={() => void onInvite()}
          >
            {t('userSecurity.invitation.open')}
          </Button>
        </Box>
      </Part>
      <Divider />
      <Part title={t('userSecurity.twoFactor.heading')}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
          <Chip
            size="small"
            color={twoFactor ? 'success' : 'default'}
            label={twoFactor ? t('userSecurity.twoFactor.on') : t('userSecurity.twoFactor.off')}
          />
          {twoFactor ? (
            <Button size="small" color="error" disabled={!canWrite} onClick={() => setAsk('twoFactor')}>
              {t('userSecurity.twoFactor.reset')}
            </Button>
          ) : null}
        </Box>
      </Part>
      <Divider />
      <Part title={t('userSecurity.sessions.heading', { count: sessions.data?.length ?? 0 })}>
        {sessions.isPending ? (
          <Skeleton variant="rounded" height={56} />
        ) : sessions.isError ? (
          <Typography variant="body2" color="text.secondary">
            {t('userSecurity.sessions.loadError')}
          </Typography>
        ) : (
          <SessionList sessions={sessions.data} />
        )}
        <Button
          size="small"
          color="error"
          variant="outlined"
          sx={{ justifySelf: 'start' }}
          disabled={!canWrite || !sessions.data?.length}
          onClick={() => setAsk('sessions')}
        >
          {t('userSecurity.sessions.endAll')}
        </Button>
      </Part>

      <PasswordDialog
        id={id}
        name={name}
        open={passwordOpen}
        onClose={() => setPasswordOpen(false)}
        onDone={() => {
          setPasswordOpen(false);
          void queryClient.invalidateQueries({ queryKey: userSessionsQuery(id).queryKey });
        }}
      />
      <InvitationDialog invitation={invitation} name={name} onClose={() => setInvitation(undefined)} />
      <ConfirmDialog
        open={ask === 'twoFactor'}
        title={t('userSecurity.twoFactor.confirmTitle')}
        text={t('userSecurity.twoFactor.confirmText', { name })}
        confirmLabel={t('userSecurity.twoFactor.reset')}
        destructive
        busy={busy === 'twoFactor'}
        onConfirm={() => void onResetTwoFactor()}
        onClose={() => setAsk(undefined)}
      />
      <ConfirmDialog
        open={ask === 'sessions'}
        title={t('userSecurity.sessions.confirmTitle')}
        text={t('userSecurity.sessions.confirmText', { name })}
        confirmLabel={t('userSecurity.sessions.endAll')}
        destructive
        busy={busy === 'sessions'}
        onConfirm={() => void onRevoke()}
        onClose={() => setAsk(undefined)}
      />
    </Paper>
  );
}

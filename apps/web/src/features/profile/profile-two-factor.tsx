import type { TwoFactorSetup } from '@kramar/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../api/notify.ts';
import { refreshUser } from '../../api/session.ts';
import { PasswordConfirm } from './password-confirm.tsx';
import { disableTwoFactor, newRecoveryCodes, profileKeys, startTwoFactor, twoFactorQuery } from './profile-api.ts';
import { RecoveryCodes } from './recovery-codes.tsx';
import { TwoFactorEnrol } from './two-factor-enrol.tsx';
import './texts.ts';

type Asking = 'setup' | 'disable' | 'codes' | undefined;

/** Two-factor sign-in: its state, enrolment, new recovery codes, turning it off. */
export function ProfileTwoFactor({ forced }: { forced: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const status = useQuery(twoFactorQuery);
  const [setup, setSetup] = useState<TwoFactorSetup>();
  const [codes, setCodes] = useState<string[]>();
  const [asking, setAsking] = useState<Asking>();
  const refresh = () => queryClient.invalidateQueries({ queryKey: profileKeys.twoFactor });

  if (codes) {
    return (
      <RecoveryCodes
        codes={codes}
        onDone={() => {
          setCodes(undefined);
          void refresh();
          // an owed enrolment is paid: the user loads again and the screens open
          if (forced) void refreshUser();
        }}
      />
    );
  }
  if (setup) {
    return (
      <TwoFactorEnrol
        setup={setup}
        onCancel={forced ? undefined : () => setSetup(undefined)}
        onEnabled={(fresh) => {
          setSetup(undefined);
          setCodes(fresh);
          notifySuccess(t('profile.twoFactor.enabled'));
        }}
      />
    );
  }
  if (status.isPending) return <Skeleton variant="rounded" height={120} />;
  if (status.isError) return <Typography color="text.secondary">{t('profile.twoFactor.loadError')}</Typography>;

  const { enabled, recovery_codes_left: left, required } = status.data;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        <Typography sx={{ fontWeight: 600 }}>{t('profile.twoFactor.heading')}</Typography>
        <Chip
          size="small"
          color={enabled ? 'success' : 'default'}
          label={enabled ? t('profile.twoFactor.on') : t('profile.twoFactor.off')}
        />
      </Box>
      <Typography variant="body2" color="text.secondary">
        {t('profile.twoFactor.about')}
      </Typography>
      {required && !forced ? <Alert severity="info">{t('profile.twoFactor.required')}</Alert> : null}
      {enabled ? (
        <>
          <Typography variant="body2">{t('profile.twoFactor.codesLeft', { count: left })}</Typography>
          {left <= 3 ? <Alert severity="warning">{t('profile.twoFactor.codesLow')}</Alert> : null}
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            <Button variant="outlined" onClick={() => setAsking('codes')}>
              {t('profile.twoFactor.newCodes')}
            </Button>
            <Button variant="outlined" color="error" disabled={required} onClick={() => setAsking('disable')}>
              {t('profile.twoFactor.disable')}
            </Button>
          </Box>
        </>
      ) : (
        <Button variant="contained" sx={{ justifySelf: 'start' }} onClick={() => setAsking('setup')}>
          {t('profile.twoFactor.setUp')}
        </Button>
      )}
      <PasswordConfirm
        open={asking === 'setup'}
        title={t('profile.twoFactor.setUpTitle')}
        text={t('profile.twoFactor.setUpText')}
        confirmLabel={t('profile.twoFactor.setUp')}
        onConfirm={async (body) => {
          const started = await startTwoFactor(body);
          setAsking(undefined);
          setSetup(started);
        }}
        onClose={() => setAsking(undefined)}
      />
      <PasswordConfirm
        open={asking === 'codes'}
        title={t('profile.twoFactor.newCodesTitle')}
        text={t('profile.twoFactor.newCodesText')}
        confirmLabel={t('profile.twoFactor.newCodes')}
        onConfirm={async (body) => {
          const fresh = await newRecoveryCodes(body);
          setAsking(undefined);
          setCodes(fresh);
        }}
        onClose={() => setAsking(undefined)}
      />
      <PasswordConfirm
        open={asking === 'disable'}
        title={t('profile.twoFactor.disableTitle')}
        text={t('profile.twoFactor.disableText')}
        confirmLabel={t('profile.twoFactor.disable')}
        destructive
        withCode
        onConfirm={async (body) => {
          await disableTwoFactor(body);
          setAsking(undefined);
          notifySuccess(t('profile.twoFactor.disabled'));
          await refresh();
        }}
        onClose={() => setAsking(undefined)}
      />
    </Box>
  );
}

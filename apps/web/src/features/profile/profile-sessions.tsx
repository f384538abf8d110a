import type { SessionItem } from '@kramar/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../api/notify.ts';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { SessionList } from '../../components/session-list.tsx';
import { endOtherSessions, endSession, profileKeys, sessionsQuery } from './profile-api.ts';
import './texts.ts';

/** Where the user is signed in; any other device can be signed out from here. */
export function ProfileSessions() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const sessions = useQuery(sessionsQuery);
  const [busyId, setBusyId] = useState<number>();
  const [asking, setAsking] = useState(false);
  const [ending, setEnding] = useState(false);
  const others = (sessions.data ?? []).filter((session) => !session.current).length;
  const refresh = () => queryClient.invalidateQueries({ queryKey: profileKeys.sessions });

  const onEnd = async (session: SessionItem) => {
    setBusyId(session.id);
    try {
      await endSession(session.id);
      notifySuccess(t('profile.sessions.ended'));
      await refresh();
    } catch {
      // toasted by the http client
    } finally {
      setBusyId(undefined);
    }
  };

  const onEndOthers = async () => {
    setEnding(true);
    try {
      const count = await endOtherSessions();
      notifySuccess(t('profile.sessions.endedOthers', { count }));
      await refresh();
    } catch {
      // toasted by the http client
    } finally {
      setEnding(false);
      setAsking(false);
    }
  };

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography variant="body2" color="text.secondary">
        {t('profile.sessions.about')}
      </Typography>
      {sessions.isPending ? (
        <Skeleton variant="rounded" height={120} />
      ) : sessions.isError ? (
        <Typography color="text.secondary">{t('profile.sessions.loadError')}</Typography>
      ) : (
        <SessionList sessions={sessions.data} onEnd={(session) => void onEnd(session)} busyId={busyId} />
      )}
      <Button
        variant="outlined"
        color="error"
        sx={{ justifySelf: 'start' }}
        disabled={others === 0}
        onClick={() => setAsking(true)}
      >
        {t('profile.sessions.endOthers')}
      </Button>
      <ConfirmDialog
        open={asking}
        title={t('profile.sessions.confirmTitle')}
        text={t('profile.sessions.confirmText', { count: others })}
        confirmLabel={t('profile.sessions.endOthers')}
        destructive
        busy={ending}
        onConfirm={() => void onEndOthers()}
        onClose={() => setAsking(false)}
      />
    </Box>
  );
}

import type { SessionItem } from '@kramar/contract';
import ComputerOutlined from '@mui/icons-material/ComputerOutlined';
import PhoneIphoneOutlined from '@mui/icons-material/PhoneIphoneOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { intlLocale } from '../i18n/i18n.ts';
import { shopTimeZone } from '../lib/shop-time-zone.ts';
import { describeUserAgent } from '../lib/user-agent.ts';

interface SessionListProps {
  sessions: readonly SessionItem[];
  /** Ends one session (the profile); the admin's panel ends them all at once instead. */
  onEnd?: (session: SessionItem) => void;
  busyId?: number;
  disabled?: boolean;
}

const mobile = /iPhone|iPad|Android|Mobile/;

/** Signed-in devices, newest use first: what, from where, since when, last seen when. */
export function SessionList({ sessions, onEnd, busyId, disabled }: SessionListProps) {
  const { t, i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(intlLocale(i18n.language), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: shopTimeZone(),
  });
  const when = (iso: string | null) => (iso ? format.format(new Date(iso)) : t('sessions.never'));
  const sorted = [...sessions].sort(
    (a, b) =>
      Number(b.current) - Number(a.current) ||
      Date.parse(b.last_used_at ?? b.created_at) - Date.parse(a.last_used_at ?? a.created_at),
  );
  if (sorted.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {t('sessions.none')}
      </Typography>
    );
  }
  return (
    <Box component="ul" aria-label={t('sessions.listLabel')} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {sorted.map((session) => {
        const Icon = mobile.test(session.user_agent ?? '') ? PhoneIphoneOutlined : ComputerOutlined;
        const device = describeUserAgent(session.user_agent) ?? t('sessions.unknownDevice');
        return (
          <Box
            component="li"
            key={session.id}
            sx={{
              display: 'flex',
              gap: 1.5,
              alignItems: 'flex-start',
              py: 1.25,
              borderTop: 1,
              borderColor: 'divider',
              '&:first-of-type': { borderTop: 0 },
            }}
          >
            <Icon color="action" sx={{ mt: 0.25 }} />
            <Box sx={{ flexGrow: 1, minWidth: 0 }}>
              <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {device}
                </Typography>
                {session.current ? <Chip size="small" color="success" label={t('sessions.current')} /> : null}
              </Box>
              <Typography variant="caption" color="text.secondary" component="div">
                {session.address ?? t('sessions.unknownAddress')}
              </Typography>
              <Typography variant="caption" color="text.secondary" component="div">
                {t('sessions.created', { when: when(session.created_at) })}
                {' · '}
                {t('sessions.lastUsed', { when: when(session.last_used_at) })}
              </Typography>
            </Box>
            {onEnd && !session.current ? (
              <Button
                size="small"
                color="error"
                onClick={() => onEnd(session)}
                loading={busyId === session.id}
                disabled={disabled}
                aria-label={t('sessions.endOne', { device })}
              >
                {t('sessions.end')}
              </Button>
            ) : null}
          </Box>
        );
      })}
    </Box>
  );
}

import type { AuditEntry, ResourceDef } from '@kramar/contract';
import ExpandMoreRoundedIcon from '@mui/icons-material/ExpandMoreRounded';
import HistoryRoundedIcon from '@mui/icons-material/HistoryRounded';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Collapse from '@mui/material/Collapse';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { intlLocale } from '../../i18n/i18n.ts';
import { auditQueryOptions } from '../resource-api.ts';
import { AuditChanges } from './audit-changes.tsx';
import { formatDateTime } from './audit-format.ts';

/** The change history panel: who changed the record, when, and each field before → after. */
export function AuditPanel({ resource, id }: { resource: ResourceDef; id: number }) {
  const { t, i18n } = useTranslation();
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('lg'), { noSsr: true });
  const [open, setOpen] = useState(wide);
  const regionId = useId();
  const query = useQuery({ ...auditQueryOptions(resource, id), enabled: open });
  const locale = intlLocale(i18n.language);
  const entries = [...(query.data ?? [])].sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at));

  return (
    <Paper component="aside" variant="outlined" aria-label={t('crudForm.history.title')} sx={{ minWidth: 0 }}>
      <ButtonBase
        onClick={() => setOpen((value) => !value)}
        aria-expanded={open}
        aria-controls={regionId}
        sx={{
          width: '100%',
          justifyContent: 'flex-start',
          gap: 1,
          px: 2,
          py: 1.5,
          borderRadius: 1,
          '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
        }}
      >
        <HistoryRoundedIcon color="action" />
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600, flexGrow: 1, textAlign: 'left' }}>
          {t('crudForm.history.title')}
        </Typography>
        <ExpandMoreRoundedIcon
          color="action"
          sx={{ transition: 'transform .2s', transform: open ? 'rotate(180deg)' : 'none' }}
        />
      </ButtonBase>
      <Collapse in={open} id={regionId}>
        <Box sx={{ px: 2, pb: 2 }}>
          {query.isPending ? (
            <Box aria-busy="true">
              {[0, 1, 2].map((i) => (
                <Skeleton key={i} height={56} />
              ))}
            </Box>
          ) : query.isError ? (
            <Typography color="error" variant="body2">
              {t('crudForm.history.error')}
            </Typography>
          ) : entries.length === 0 ? (
            <Typography color="text.secondary" variant="body2">
              {t('crudForm.history.empty')}
            </Typography>
          ) : (
            <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {entries.map((entry) => (
                <AuditItem key={entry.id} entry={entry} resource={resource} locale={locale} />
              ))}
            </Box>
          )}
        </Box>
      </Collapse>
    </Paper>
  );
}

function AuditItem({ entry, resource, locale }: { entry: AuditEntry; resource: ResourceDef; locale: string }) {
  const { t } = useTranslation();
  return (
    <Box
      component="li"
      sx={{ py: 1.5, borderTop: 1, borderColor: 'divider', '&:first-of-type': { borderTop: 0, pt: 0.5 } }}
    >
      <Typography variant="body2">
        <Box component="span" sx={{ fontWeight: 600 }}>
          {entry.user?.name ?? t('crudForm.history.system')}
        </Box>{' '}
        {t(`crudForm.history.actions.${entry.action}`, { defaultValue: entry.action })}
      </Typography>
      <Typography variant="caption" color="text.secondary" component="time" dateTime={entry.created_at}>
        {formatDateTime(entry.created_at, locale)}
      </Typography>
      <AuditChanges entry={entry} resource={resource} locale={locale} />
    </Box>
  );
}

import type { CurrentUser } from '@kramar/contract';
import VerifiedUserOutlined from '@mui/icons-material/VerifiedUserOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermissions } from '../../api/permissions.ts';
import { groupUserScopes } from './group-scopes.ts';

function AccessSkeleton() {
  return (
    <Box aria-hidden="true" sx={{ display: 'grid', gap: 2 }}>
      {[0, 1, 2].map((row) => (
        <Box key={row}>
          <Skeleton variant="text" width={160} />
          <Box sx={{ display: 'flex', gap: 1 }}>
            <Skeleton variant="rounded" width={140} height={24} />
            <Skeleton variant="rounded" width={180} height={24} />
          </Box>
        </Box>
      ))}
    </Box>
  );
}

function ScopeGroups({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const permissions = usePermissions();
  const groups = useMemo(
    () =>
      groupUserScopes(permissions.data ?? [], user.owner ? (permissions.data ?? []).map((p) => p.scope) : user.scopes),
    [permissions.data, user.owner, user.scopes],
  );

  if (permissions.isPending) return <AccessSkeleton />;
  if (permissions.isError) return <Alert severity="warning">{t('dashboard.access.loadError')}</Alert>;
  if (groups.length === 0) return <Typography color="text.secondary">{t('dashboard.access.none')}</Typography>;

  const count = groups.reduce((sum, group) => sum + group.items.length, 0);
  const summary = (
    <Typography variant="body2" color="text.secondary">
      {t('dashboard.access.summary', { count, groups: t('dashboard.access.groups', { count: groups.length }) })}
    </Typography>
  );
  // An owner holds everything: the count says it, a wall of chips would not.
  if (user.owner) return summary;
  return (
    <Box sx={{ display: 'grid', gap: 2.5 }}>
      {summary}
      {groups.map((group) => (
        <Box key={group.group} component="section" aria-label={group.label}>
          <Typography variant="subtitle2" component="h3" sx={{ mb: 1, fontWeight: 600 }}>
            {group.label}{' '}
            <Typography component="span" variant="caption" color="text.secondary">
              · {t('dashboard.access.groupCount', { count: group.items.length })}
            </Typography>
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            {group.items.map((item) => (
              <Chip key={item.scope} label={item.label} title={item.scope} size="small" variant="outlined" />
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

export function AccessCard({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  return (
    <Card component="section" aria-labelledby="access-card-title">
      <CardHeader
        avatar={<VerifiedUserOutlined color="primary" />}
        title={t('dashboard.access.title')}
        slotProps={{ title: { id: 'access-card-title', variant: 'h6', component: 'h2', sx: { fontWeight: 600 } } }}
      />
      <CardContent sx={{ pt: 0 }}>
        {user.owner ? (
          <Box sx={{ display: 'grid', gap: 1, justifyItems: 'start', mb: 1.5 }}>
            <Chip color="primary" label={t('dashboard.access.full')} />
            <Typography variant="body2" color="text.secondary">
              {t('dashboard.access.fullHint')}
            </Typography>
          </Box>
        ) : null}
        <ScopeGroups user={user} />
      </CardContent>
    </Card>
  );
}

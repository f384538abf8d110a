import type { DataEnvelope, RoleHolders as Holders } from '@kramar/contract';
import GroupOutlined from '@mui/icons-material/GroupOutlined';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { http } from '../../api/http.ts';
import type { FormExtensionProps } from '../../crud/form/form-extensions.ts';
import { resourceKeys } from '../../crud/resource-api.ts';
import './texts.ts';

/** Beside a role's form: how many staff hold it, so a change is made knowing whom it reaches. */
export function RoleHolders({ resource, id }: FormExtensionProps) {
  const { t } = useTranslation();
  // under the resource's key: a save of the role refreshes it with the record
  const holders = useQuery({
    queryKey: [...resourceKeys.all(resource), id, 'users'],
    queryFn: ({ signal }) => http.get<DataEnvelope<Holders>>(`/${resource.name}/${id}/users`, { signal }),
    select: (answer) => answer.data,
  });
  const data = holders.data;
  return (
    <Paper component="section" variant="outlined" aria-labelledby="role-holders-title" sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
        <GroupOutlined color="action" />
        <Typography id="role-holders-title" component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {t('roleHolders.title')}
        </Typography>
      </Box>
      {holders.isPending ? (
        <Skeleton width={200} />
      ) : !data ? (
        <Typography color="text.secondary" variant="body2">
          {t('roleHolders.loadError')}
        </Typography>
      ) : (
        <>
          <Typography variant="body2" data-testid="role-holders-count">
            {t('roleHolders.count', { count: data.count })}
          </Typography>
          {data.users.length > 0 ? (
            <Box component="ul" sx={{ m: 0, mt: 1, pl: 2.5, display: 'grid', gap: 0.5 }}>
              {data.users.map((user) => (
                <li key={user.id}>
                  <Link component={RouterLink} to={`/admin-users/${user.id}`} variant="body2">
                    {user.name}
                  </Link>
                </li>
              ))}
            </Box>
          ) : null}
          {data.count > data.users.length ? (
            <Typography variant="caption" color="text.secondary">
              {t('roleHolders.more', { count: data.count - data.users.length })}
            </Typography>
          ) : null}
        </>
      )}
    </Paper>
  );
}

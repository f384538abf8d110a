import { can, type ListEnvelope, writeScope } from '@kramar/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { http } from '../../api/http.ts';
import { notifySuccess } from '../../api/notify.ts';
import { useCurrentUser } from '../../api/session.ts';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { SidePanel } from '../../components/side-panel.tsx';
import type { FormExtensionProps } from '../../crud/form/form-extensions.ts';
import { StatusChip } from '../../crud/list/cells.tsx';
import { useReferenceLabel } from '../../crud/list/reference-labels.ts';
import { recordQueryOptions } from '../../crud/resource-api.ts';
import { ReasonDialog } from './moderation-dialogs.tsx';
import './texts.ts';

interface Workspace {
  id: number;
  name: string;
  city: string;
  street: string;
  price_group_id: number | null;
}

function GroupName({ id }: { id: number | null }) {
  const { t } = useTranslation();
  const name = useReferenceLabel('price-groups', id === null ? '' : String(id));
  return <>{id === null ? t('dealerModeration.noGroup') : name}</>;
}

/** The company's trading points, each with the price group it buys at. */
function Workspaces({ dealerId }: { dealerId: number }) {
  const { t } = useTranslation();
  const list = useQuery({
    queryKey: ['dealers-workspaces', 'of-dealer', dealerId] as const,
    queryFn: ({ signal }) =>
      http.get<ListEnvelope<Workspace>>('/dealers/workspaces', {
        query: { 'filter[dealer_id]': dealerId, per_page: 50 },
        signal,
      }),
  });
  if (list.isPending) return <Skeleton variant="rounded" height={48} />;
  const rows = list.data?.data ?? [];
  if (rows.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        {t('dealerModeration.noWorkspaces')}
      </Typography>
    );
  return (
    <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
      {rows.map((w) => (
        <li key={w.id}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {w.name}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {[w.city, w.street].filter(Boolean).join(', ')} · <GroupName id={w.price_group_id} />
          </Typography>
        </li>
      ))}
    </Box>
  );
}

/** A dealer company's page: its status and why, its price group and workspaces, and blocking or unblocking it. */
export function DealerPanel({ resource, id }: FormExtensionProps) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const record = useQuery(recordQueryOptions(resource, String(id)));
  const [asking, setAsking] = useState<'block' | 'unblock' | null>(null);
  const decide = useMutation({
    mutationFn: (reason?: string) =>
      http.post(
        `/dealers-users/${id}/${reason === undefined ? 'unblock' : 'block'}`,
        reason === undefined ? undefined : { reason },
      ),
    onSuccess: async (_result, reason) => {
      await queryClient.invalidateQueries({ queryKey: ['dealers-users'] });
      notifySuccess(t(reason === undefined ? 'dealerModeration.unblocked' : 'dealerModeration.blocked'));
      setAsking(null);
    },
  });
  const data = record.data;
  if (!data) return <Skeleton variant="rounded" height={120} />;
  const status = String(data.status);
  const name = String(data.legal_name);
  const mayWrite = can(user, writeScope(resource));
  return (
    <SidePanel
      id="dealer-panel-heading"
      title={t('dealerModeration.panelTitle')}
      action={
        mayWrite && status === 'approved' ? (
          <Button size="small" variant="outlined" color="error" onClick={() => setAsking('block')}>
            {t('dealerModeration.block')}
          </Button>
        ) : mayWrite && status === 'blocked' ? (
          <Button size="small" variant="outlined" onClick={() => setAsking('unblock')}>
            {t('dealerModeration.unblock')}
          </Button>
        ) : null
      }
    >
      <Box>
        <StatusChip value={status} label={t(`resources.dealers-users.options.status.${status}`)} />
        {data.decision_reason ? (
          <Typography variant="body2" sx={{ mt: 1 }}>
            {t('resources.dealers-users.fields.decision_reason')}: {String(data.decision_reason)}
          </Typography>
        ) : null}
      </Box>
      <Typography variant="body2">
        {t('resources.dealers-users.fields.price_group_id')}:{' '}
        <GroupName id={typeof data.price_group_id === 'number' ? data.price_group_id : null} />
      </Typography>
      <Typography variant="subtitle2" component="h3">
        {t('dealerModeration.workspaces')}
      </Typography>
      <Workspaces dealerId={id} />
      <ReasonDialog
        open={asking === 'block'}
        title={t('dealerModeration.blockTitle', { name })}
        text={t('dealerModeration.blockText')}
        confirmLabel={t('dealerModeration.block')}
        busy={decide.isPending}
        onClose={() => setAsking(null)}
        onConfirm={(reason) => decide.mutate(reason)}
      />
      <ConfirmDialog
        open={asking === 'unblock'}
        title={t('dealerModeration.unblockTitle', { name })}
        text={t('dealerModeration.unblockText')}
        confirmLabel={t('dealerModeration.unblock')}
        busy={decide.isPending}
        onConfirm={() => decide.mutate(undefined)}
        onClose={() => setAsking(null)}
      />
    </SidePanel>
  );
}

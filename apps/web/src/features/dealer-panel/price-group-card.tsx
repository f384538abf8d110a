import { can } from '@kramar/contract';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { notifySuccess } from '../../api/notify.ts';
import { useCurrentUser } from '../../api/session.ts';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { ReferencePicker } from '../../crud/form/widgets/reference-picker.tsx';
import { useReferenceLabel } from '../../crud/list/reference-labels.ts';
import { useTermsText } from './group-terms.tsx';
import { dashboardQuery, setPriceGroup, type Workspace, workspaceKeys } from './panel-api.ts';
import { Card } from './panel-card.tsx';
import './texts.ts';
import '../../i18n/crud-texts.ts';

/** A dealer reads the terms its workspace buys on (from its dashboard: price groups are staff's). */
function DealerTerms({ workspace }: { workspace: Workspace }) {
  const { t } = useTranslation();
  const terms = useTermsText();
  const dashboard = useQuery(dashboardQuery);
  const group = dashboard.data?.workspaces.find((w) => w.id === workspace.id)?.price_group ?? null;
  return (
    <Card id="workspace-terms" title={t('dealerPanel.priceGroup')}>
      <Typography sx={{ fontWeight: 600 }}>{terms.group(group)}</Typography>
      <Typography variant="body2" sx={{ '&::first-letter': { textTransform: 'uppercase' } }}>
        {terms.minimum(group)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('dealerPanel.termsByShop')}
      </Typography>
    </Card>
  );
}

function GroupName({ id }: { id: number }) {
  return <>{useReferenceLabel('price-groups', String(id))}</>;
}

/** Staff choose the group a workspace buys at: asked first, audited by the server, a toast after. */
function StaffTerms({ workspace }: { workspace: Workspace }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const [chosen, setChosen] = useState<number | null>(workspace.price_group_id);
  const [asking, setAsking] = useState(false);
  const mayChange = can(user, 'dealer.price_groups.edit');
  const change = useMutation({
    mutationFn: () => setPriceGroup(workspace.id, chosen, workspace.updated_at),
    onSuccess: async (saved) => {
      queryClient.setQueryData(workspaceKeys.one(String(saved.id)), saved);
      await queryClient.invalidateQueries({ queryKey: workspaceKeys.all });
      setAsking(false);
      notifySuccess(t('dealerPanel.groupChanged'));
    },
    onError: () => setAsking(false),
  });
  const current = workspace.price_group_id;
  const retail = t('dealerPanel.retail');
  return (
    <Card id="workspace-terms" title={t('dealerPanel.priceGroup')}>
      <Typography>
        {t('dealerPanel.buysAt')} <strong>{current === null ? retail : <GroupName id={current} />}</strong>
      </Typography>
      {mayChange ? (
        <Stack spacing={1.5}>
          <ReferencePicker
            id="workspace-price-group"
            name="price_group_id"
            target="price-groups"
            value={chosen}
            onChange={setChosen}
            onBlur={() => undefined}
            inputRef={null}
            label={t('dealerPanel.newGroup')}
            helper={t('dealerPanel.newGroupHint')}
            required={false}
            disabled={change.isPending}
          />
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Button
              variant="contained"
              disabled={chosen === current || change.isPending}
              onClick={() => setAsking(true)}
            >
              {t('dealerPanel.changeGroup')}
            </Button>
            {current !== null && can(user, 'dealer.price_groups.show') ? (
              <Button component={RouterLink} to={`/dealers/price-groups/${current}`}>
                {t('dealerPanel.openGroup')}
              </Button>
            ) : null}
          </Stack>
        </Stack>
      ) : current !== null && can(user, 'dealer.price_groups.show') ? (
        <Link component={RouterLink} to={`/dealers/price-groups/${current}`}>
          {t('dealerPanel.openGroup')}
        </Link>
      ) : null}
      <ConfirmDialog
        open={asking}
        title={t('dealerPanel.changeGroupTitle', { name: workspace.name })}
        text={
          <>
            {current === null ? retail : <GroupName id={current} />} →{' '}
            {chosen === null ? retail : <GroupName id={chosen} />}. {t('dealerPanel.changeGroupText')}
          </>
        }
        confirmLabel={t('dealerPanel.changeGroup')}
        busy={change.isPending}
        onConfirm={() => change.mutate()}
        onClose={() => setAsking(false)}
      />
    </Card>
  );
}

/** The workspace's price group: read by its dealer, chosen by staff. */
export function PriceGroupCard({ workspace }: { workspace: Workspace }) {
  const user = useCurrentUser();
  return user?.dealer ? <DealerTerms workspace={workspace} /> : <StaffTerms workspace={workspace} />;
}

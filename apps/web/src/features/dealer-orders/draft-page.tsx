import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PageHeader } from '../../components/page-header.tsx';
import { draftQuery } from './api.ts';
import { DraftLines } from './draft-lines.tsx';
import { NoWorkspace } from './no-workspace.tsx';
import { PlaceForm } from './place-form.tsx';
import { QuickOrder } from './quick-order.tsx';
import { useWorkspaceChoice, WorkspaceSelect } from './workspace-choice.tsx';
import './texts.ts';
import './draft-texts.ts';

/** /dealers/orders/new: the chosen workspace's draft, the quick order box and placing. */
export function DraftPage() {
  const { t } = useTranslation();
  const choice = useWorkspaceChoice();
  const workspace = choice.workspace;
  const draft = useQuery({ ...draftQuery(workspace ?? 0), enabled: workspace !== null });
  return (
    <>
      <PageHeader
        title={t('routes.Dealers.Orders.Create')}
        subtitle={t('dealerOrders.draft.subtitle')}
        actions={<WorkspaceSelect choice={choice} />}
      />
      {workspace === null ? (
        choice.loading ? (
          <Skeleton variant="rounded" height={320} />
        ) : (
          <NoWorkspace />
        )
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 360px' },
            alignItems: 'start',
          }}
        >
          <Stack spacing={2} sx={{ minWidth: 0 }}>
            {draft.isError ? (
              <Alert severity="error">{t('dealerOrders.failed')}</Alert>
            ) : !draft.data ? (
              <Skeleton variant="rounded" height={200} />
            ) : draft.data.lines.length === 0 ? (
              <Paper variant="outlined" sx={{ p: 3, display: 'grid', gap: 1, justifyItems: 'start' }}>
                <Typography sx={{ fontWeight: 600 }}>{t('dealerOrders.draft.emptyTitle')}</Typography>
                <Typography color="text.secondary">{t('dealerOrders.draft.empty')}</Typography>
                <Button component={RouterLink} to={`/dealers/catalog?workspace=${workspace}`} variant="outlined">
                  {t('dealerOrders.draft.toCatalog')}
                </Button>
              </Paper>
            ) : (
              <DraftLines draft={draft.data} />
            )}
            <QuickOrder workspace={workspace} />
          </Stack>
          {draft.data ? <PlaceForm draft={draft.data} /> : <Skeleton variant="rounded" height={360} />}
        </Box>
      )}
    </>
  );
}

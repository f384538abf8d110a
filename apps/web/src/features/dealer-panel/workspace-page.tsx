import { can } from '@kramar/contract';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { HttpError } from '../../api/http.ts';
import { useCurrentUser } from '../../api/session.ts';
import { PageHeader } from '../../components/page-header.tsx';
import { isRecordId } from '../../crud/registry.ts';
import { workspaceQuery } from './panel-api.ts';
import { PriceGroupCard } from './price-group-card.tsx';
import { CompanyCell } from './workspace-cells.tsx';
import { WorkspaceDetails } from './workspace-details.tsx';
import './texts.ts';

/** /dealers/workspaces/{id}: its details (the dealer's to keep) beside its price group (staff's to choose). */
export function WorkspacePage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const user = useCurrentUser();
  const valid = isRecordId(id);
  const query = useQuery({ ...workspaceQuery(id), enabled: valid });
  const workspace = query.data;
  if (!valid || (query.error instanceof HttpError && query.error.status === 404)) {
    return (
      <>
        <PageHeader title={t('routes.Dealers.Workspaces.Show')} />
        <Alert severity="warning">{t('dealerPanel.notFound')}</Alert>
      </>
    );
  }
  if (query.isError) return <Alert severity="error">{t('dealerPanel.failed')}</Alert>;
  if (!workspace) return <Skeleton variant="rounded" height={320} />;
  const staff = !user?.dealer;
  return (
    <>
      <PageHeader
        title={workspace.name}
        subtitle={
          staff && can(user, 'dealers.users.show') ? (
            <Link component={RouterLink} to={`/dealers-users/${workspace.dealer_id}`}>
              <CompanyCell id={workspace.dealer_id} />
            </Link>
          ) : (
            [workspace.city, workspace.street].filter(Boolean).join(', ')
          )
        }
      />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Stack sx={{ flex: 3, minWidth: 0, width: '100%' }}>
          {/* a saved record is a new form: what was typed for its old version goes */}
          <WorkspaceDetails key={workspace.updated_at} workspace={workspace} canWrite={can(user, 'dealer.dashboard')} />
        </Stack>
        <Stack sx={{ flex: 2, minWidth: 0, width: '100%' }}>
          <PriceGroupCard key={workspace.updated_at} workspace={workspace} />
        </Stack>
      </Stack>
    </>
  );
}

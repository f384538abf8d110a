import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header.tsx';
import { DealerDashboard } from './dealer-dashboard.tsx';
import { dashboardQuery } from './panel-api.ts';
import { StaffOverview } from './staff-overview.tsx';
import './texts.ts';

/** /dealers (SPEC §2 «dashboard with statuses»): a dealer's own standing, or staff's view of all dealers. */
export function DealersDashboardPage() {
  const { t } = useTranslation();
  const query = useQuery(dashboardQuery);
  const data = query.data;
  // the panel below is drawn from a deferred copy, in slices the browser can interrupt (the query
  // store answers synchronously); the heading follows the answer at once
  const drawn = useDeferredValue(data);
  const title = data?.company?.legal_name ?? t('routes.Dealers.Dashboard');
  return (
    <>
      <PageHeader
        title={title}
        subtitle={data && !data.company ? t('dealerPanel.staffSubtitle') : t('dealerPanel.subtitle')}
      />
      {query.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void query.refetch()}>
              {t('dealerPanel.retry')}
            </Button>
          }
        >
          {t('dealerPanel.failed')}
        </Alert>
      ) : !drawn ? (
        <Skeleton variant="rounded" height={220} />
      ) : drawn.company ? (
        <DealerDashboard data={drawn} />
      ) : (
        <StaffOverview data={drawn} />
      )}
    </>
  );
}

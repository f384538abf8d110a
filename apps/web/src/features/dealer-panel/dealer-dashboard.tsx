import { can } from '@kramar/contract/access.ts';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useCurrentUser } from '../../api/session.ts';
import { statusTone } from '../../crud/list/format.ts';
import { useTermsText } from './group-terms.tsx';
import { OrderFigures } from './order-figures.tsx';
import type { Dashboard } from './panel-api.ts';
import { Card } from './panel-card.tsx';
import './texts.ts';

/** Who at the shop looks after the company, to call or write to. */
function ManagerCard({ manager }: { manager: Dashboard['manager'] }) {
  const { t } = useTranslation();
  return (
    <Card id="dealer-manager" title={t('dealerPanel.manager')}>
      {manager ? (
        <Stack spacing={0.5}>
          <Typography sx={{ fontWeight: 600 }}>{manager.name}</Typography>
          <Link href={`mailto:${manager.email}`} sx={{ overflowWrap: 'anywhere' }}>
            {manager.email}
          </Link>
          {manager.phone ? <Link href={`tel:${manager.phone}`}>{manager.phone}</Link> : null}
        </Stack>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {t('dealerPanel.noManager')}
        </Typography>
      )}
    </Card>
  );
}

/** The company's trading points, each with the prices it buys at and its minimum order. */
function WorkspacesCard({ data }: { data: Dashboard }) {
  const { t } = useTranslation();
  const terms = useTermsText();
  return (
    <Card
      id="dealer-workspaces"
      title={t('dealerPanel.workspaces')}
      action={
        <Button component={RouterLink} to="/dealers/workspaces" size="small">
          {t('dealerPanel.allWorkspaces', { count: data.workspaces_total })}
        </Button>
      }
    >
      {data.workspaces.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('dealerPanel.noWorkspaces')}
        </Typography>
      ) : (
        <Stack component="ul" spacing={1.5} sx={{ m: 0, p: 0, listStyle: 'none' }}>
          {data.workspaces.map((w) => (
            <li key={w.id}>
              <Link component={RouterLink} to={`/dealers/workspaces/${w.id}`} sx={{ fontWeight: 600 }}>
                {w.name}
              </Link>
              <Typography variant="body2" color="text.secondary">
                {[w.city, w.street].filter(Boolean).join(', ')}
              </Typography>
              <Typography variant="body2">
                {terms.group(w.price_group)} · {terms.minimum(w.price_group)}
              </Typography>
            </li>
          ))}
        </Stack>
      )}
    </Card>
  );
}

/** A dealer's first screen: its company's standing, its workspaces and whom to ask at the shop. */
export function DealerDashboard({ data }: { data: Dashboard }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const company = data.company;
  return (
    <Stack spacing={3}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        {company ? (
          <>
            <Chip size="small" color={statusTone(company.status)} label={t(`dealerPanel.status.${company.status}`)} />
            <Typography variant="body2" color="text.secondary">
              {t('dealerPanel.edrpou', { code: company.edrpou })}
            </Typography>
          </>
        ) : null}
      </Stack>
      <OrderFigures data={data} staff={false} />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'stretch' }}>
        <Stack sx={{ flex: 2, minWidth: 0 }}>
          <WorkspacesCard data={data} />
        </Stack>
        <Stack spacing={2} sx={{ flex: 1, minWidth: 0 }}>
          <ManagerCard manager={data.manager} />
          <Card id="dealer-links" title={t('dealerPanel.quickLinks')}>
            <Stack spacing={1} sx={{ alignItems: 'start' }}>
              <Button component={RouterLink} to="/dealers/workspaces" variant="outlined">
                {t('dealerPanel.toWorkspaces')}
              </Button>
              {can(user, 'dealer.manager_user') ? (
                <Button component={RouterLink} to="/dealers/managers" variant="outlined">
                  {t('dealerPanel.toManagers')}
                </Button>
              ) : null}
            </Stack>
          </Card>
        </Stack>
      </Stack>
    </Stack>
  );
}

import { can } from '@kramar/contract';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { HttpError } from '../../api/http.ts';
import { useCurrentUser } from '../../api/session.ts';
import { PageHeader } from '../../components/page-header.tsx';
import { formatDateTime } from '../../crud/list/format.ts';
import { isRecordId } from '../../crud/registry.ts';
import { CompanyName } from './manager-cells.tsx';
import { ManagerForm } from './manager-form.tsx';
import { managerQuery } from './managers-api.ts';
import './texts.ts';

/** /dealers/managers/new: invite a manager; the letter goes out on save. */
export function NewManagerPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  return (
    <>
      <PageHeader title={t('routes.Dealers.Managers.Create')} subtitle={t('dealerManagers.newSubtitle')} />
      <ManagerForm ownCompany={user?.dealer?.id ?? null} />
    </>
  );
}

/** /dealers/managers/{id}: their details, workspaces and whether they may sign in. */
export function ManagerPage() {
  const { t, i18n } = useTranslation();
  const { id = '' } = useParams();
  const user = useCurrentUser();
  const valid = isRecordId(id);
  const query = useQuery({ ...managerQuery(id), enabled: valid });
  const manager = query.data;
  if (!valid || (query.error instanceof HttpError && query.error.status === 404)) {
    return (
      <>
        <PageHeader title={t('routes.Dealers.Managers.Edit')} />
        <Alert severity="warning">{t('dealerManagers.notFound')}</Alert>
      </>
    );
  }
  if (query.isError) return <Alert severity="error">{t('dealerManagers.failed')}</Alert>;
  if (!manager) return <Skeleton variant="rounded" height={420} sx={{ maxWidth: 760 }} />;
  const signedIn = manager.last_sign_in_at
    ? t('dealerManagers.lastSignIn', { when: formatDateTime(manager.last_sign_in_at, i18n.language) })
    : t('dealerManagers.neverSignedIn');
  const staff = !user?.dealer;
  return (
    <>
      <PageHeader
        title={manager.name}
        subtitle={
          <>
            {staff ? (
              can(user, 'dealers.users.show') ? (
                <Link component={RouterLink} to={`/dealers-users/${manager.dealer_id}`}>
                  <CompanyName id={manager.dealer_id} />
                </Link>
              ) : (
                <CompanyName id={manager.dealer_id} />
              )
            ) : null}
            {staff ? ' · ' : null}
            {manager.active ? signedIn : t('dealerManagers.state.inactive')}
          </>
        }
      />
      {/* a saved record is a new form: what was typed for its old version goes */}
      <ManagerForm key={manager.updated_at} manager={manager} ownCompany={user?.dealer?.id ?? null} />
    </>
  );
}

import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../crud/list/format.ts';
import { useReferenceLabel } from '../../crud/list/reference-labels.ts';
import type { Manager } from './managers-api.ts';
import './texts.ts';

/** The company a manager works for, for staff who see every company's. */
export function CompanyName({ id }: { id: number }) {
  return <>{useReferenceLabel('dealers-users', String(id))}</>;
}

/** «Склад (Бровари), Магазин (Київ)», or that there are none. */
export function WorkspacesText({ ids, names }: { ids: readonly number[]; names: ReadonlyMap<number, string> }) {
  const { t } = useTranslation();
  if (ids.length === 0) return <>{t('dealerManagers.noWorkspaces')}</>;
  return <>{ids.map((id) => names.get(id) ?? '…').join(', ')}</>;
}

export function ActiveChip({ active }: { active: boolean }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={active ? 'success' : 'default'}
      label={active ? t('dealerManagers.state.active') : t('dealerManagers.state.inactive')}
    />
  );
}

export function LastSignIn({ manager }: { manager: Manager }) {
  const { t, i18n } = useTranslation();
  return (
    <>
      {manager.last_sign_in_at
        ? formatDateTime(manager.last_sign_in_at, i18n.language)
        : t('dealerManagers.neverSignedIn')}
    </>
  );
}

import { useTranslation } from 'react-i18next';
import { useReferenceLabel } from '../../crud/list/reference-labels.ts';
import { useTermsText } from './group-terms.tsx';
import type { GroupTerms } from './panel-api.ts';
import './texts.ts';

/**
 * A workspace's price group by name. Staff read price groups; a dealer may not, and is told its
 * terms by the dashboard's answer (`own`, by group id) instead.
 */
export function GroupCell({ id, own }: { id: number | null; own?: ReadonlyMap<number, GroupTerms> }) {
  const terms = useTermsText();
  if (own) return <>{terms.group(id === null ? null : (own.get(id) ?? null))}</>;
  return id === null ? terms.group(null) : <StaffGroupName id={id} />;
}

function StaffGroupName({ id }: { id: number }) {
  return <>{useReferenceLabel('price-groups', String(id))}</>;
}

/** The company a workspace belongs to, for staff who see every company's. */
export function CompanyCell({ id }: { id: number }) {
  return <>{useReferenceLabel('dealers-users', String(id))}</>;
}

/** «Нова пошта, відділення · Відділення №12». */
export function DeliveryText({ method, branch }: { method: string; branch: string | null }) {
  const { t } = useTranslation();
  const name = t(`resources.orders.options.delivery_method.${method}`);
  return <>{branch && method === 'np_branch' ? `${name} · ${branch}` : name}</>;
}

import { useSearchParams } from 'react-router';
import type { OrderListQuery } from './api.ts';
import { idParam } from './format.ts';

const day = (raw: string | null) => (raw && /^\d{4}-\d{2}-\d{2}$/.test(raw) ? raw : '');

/** The orders list's filters and page in the address, like every list. */
export function useOrdersQuery(): [OrderListQuery, (next: Partial<OrderListQuery>) => void] {
  const [params, setParams] = useSearchParams();
  const query: OrderListQuery = {
    page: Math.max(1, Number(params.get('page')) || 1),
    status: idParam(params.get('filter[status_id]')),
    workspace: idParam(params.get('filter[workspace_id]')),
    dealer: idParam(params.get('filter[dealer_id]')),
    placedBy: idParam(params.get('filter[placed_by]')),
    from: day(params.get('filter[created_from]')),
    to: day(params.get('filter[created_to]')),
  };
  const set = (next: Partial<OrderListQuery>) => {
    const m = { ...query, page: 1, ...next };
    const out = new URLSearchParams();
    if (m.status !== null) out.set('filter[status_id]', String(m.status));
    if (m.workspace !== null) out.set('filter[workspace_id]', String(m.workspace));
    if (m.dealer !== null) out.set('filter[dealer_id]', String(m.dealer));
    if (m.placedBy !== null) out.set('filter[placed_by]', String(m.placedBy));
    if (m.from) out.set('filter[created_from]', m.from);
    if (m.to) out.set('filter[created_to]', m.to);
    if (m.page > 1) out.set('page', String(m.page));
    setParams(out, { replace: next.page === undefined });
  };
  return [query, set];
}

import { dayParam, idParam, useAddressQuery } from '../../lib/address-query.ts';
import type { OrderListQuery } from './api.ts';

/** The orders list's filters and page in the address, like every list. */
export const useOrdersQuery = () =>
  useAddressQuery<OrderListQuery>({
    status: idParam('filter[status_id]'),
    workspace: idParam('filter[workspace_id]'),
    dealer: idParam('filter[dealer_id]'),
    placedBy: idParam('filter[placed_by]'),
    from: dayParam('filter[created_from]'),
    to: dayParam('filter[created_to]'),
  });

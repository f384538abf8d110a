import { useQuery } from '@tanstack/react-query';
import { useFormRecord } from '../../crud/form/form-slots.ts';
import { recordQueryOptions } from '../../crud/resource-api.ts';
import { ordersResource, statusesQuery } from './orders-api.ts';

/**
 * Whether the order on the form is closed: its saved status (not one picked but not yet saved) is
 * final, so the server refuses any change to its status, items and sums, and the form offers none.
 */
export function useClosedOrder(): boolean {
  const { id } = useFormRecord();
  const record = useQuery({ ...recordQueryOptions(ordersResource, id ?? 0), enabled: id !== undefined });
  const statuses = useQuery({ ...statusesQuery, enabled: id !== undefined });
  const status = record.data?.status_id;
  return id !== undefined && (statuses.data ?? []).some((s) => s.id === status && s.is_final);
}

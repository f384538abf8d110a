import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type Control, useWatch } from 'react-hook-form';
import { validationErrors } from '../../api/error-bodies.ts';
import { useFormRecord } from '../../crud/form/form-slots.ts';
import type { FormValues } from '../../crud/form/form-values.ts';
import { toPayload } from '../../crud/form/form-values.ts';
import { useDebounced } from '../../crud/form/widgets/use-debounced.ts';
import { type OrderPreview, ordersResource, previewOrder } from './orders-api.ts';

/**
 * What decides the totals, and the required contacts the server checks first (notes and tracking
 * never ask the server again).
 */
const priced = [
  'source',
  'name',
  'customer_id',
  'phone',
  'email',
  'items',
  'promo_code',
  'delivery_method',
  'delivery_cost',
  'payment_method',
  'credit_program_id',
] as const;

const fullPhone = /^\+380\d{9}$/;

export interface PreviewState {
  preview: OrderPreview | undefined;
  /** The server's 422 messages by field path (`promo_code`, `items.1.quantity`). */
  errors: Record<string, string[]>;
  /** A newer answer is on its way: the figures shown are the last ones the server gave. */
  pending: boolean;
  /** No product picked yet: there is nothing to work out. */
  empty: boolean;
}

/**
 * The server's figures for the order as typed (POST /api/orders/preview), asked 400 ms after the
 * last change. The server is the truth: the form never adds up money itself. Every widget calling
 * this shares one request (same query key).
 */
export function useOrderPreview(control: Control<FormValues>): PreviewState {
  const watched = useWatch({ control, name: [...priced] });
  const values = Object.fromEntries(priced.map((name, i) => [name, watched[i]]));
  const { payload } = toPayload(ordersResource, values);
  const body = Object.fromEntries(priced.map((name) => [name, payload[name]]));
  const items = Array.isArray(body.items) ? (body.items as Record<string, unknown>[]) : [];
  body.items = items.filter((item) => typeof item.product_id === 'number');
  if (body.promo_code === '') body.promo_code = null;
  // the totals come before the caller's name and number are typed: stand-ins let the server work
  // them out (the save checks the real ones); a half-typed phone finds no customer either way
  if (typeof body.name !== 'string' || body.name.trim() === '') body.name = '-';
  if (typeof body.phone !== 'string' || !fullPhone.test(body.phone)) body.phone = '+380000000000';
  // an edit is judged as an edit: its kept rows keep their prices, its promo code is not re-judged
  const { id } = useFormRecord();
  if (id !== undefined) body.id = id;
  const debounced = useDebounced(JSON.stringify(body), 400);
  const empty = (body.items as unknown[]).length === 0;
  const query = useQuery({
    queryKey: ['orders', 'preview', debounced],
    queryFn: ({ signal }) => previewOrder(JSON.parse(debounced) as Record<string, unknown>, signal),
    enabled: !empty,
    placeholderData: keepPreviousData,
    retry: false,
    staleTime: 30_000,
  });
  return {
    preview: empty ? undefined : query.data,
    errors: validationErrors(query.error)?.errors ?? {},
    pending: query.isFetching || debounced !== JSON.stringify(body),
    empty,
  };
}

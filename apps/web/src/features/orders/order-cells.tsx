import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { TextCell, TitleLink } from '../../crud/list/cells.tsx';
import { formatDateTime } from '../../crud/list/format.ts';
import type { CellProps } from '../../crud/list/list-extensions.ts';
import { useReferenceLabels } from '../../crud/list/reference-labels.ts';
import { intlLocale } from '../../i18n/i18n.ts';
import { statusesQuery } from './orders-api.ts';
import { StatusBadge } from './status-badge.tsx';

/** The order's number, the row's link, with when it was placed under it (the list's default sort). */
export function OrderNumberCell({ row, to }: CellProps) {
  const { i18n } = useTranslation();
  const number = typeof row.number === 'number' ? String(row.number) : `#${row.id}`;
  return (
    <Box>
      <TitleLink to={to} title={number} />
      <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
        {formatDateTime(row.created_at, intlLocale(i18n.language))}
      </Typography>
    </Box>
  );
}

/** The status as a chip in its own colour; its title alone when the statuses cannot be read. */
export function OrderStatusCell({ row }: CellProps) {
  const statuses = useQuery(statusesQuery);
  const labels = useReferenceLabels('order-statuses');
  const id = typeof row.status_id === 'number' ? row.status_id : null;
  if (id === null) return null;
  const status = statuses.data?.find((s) => s.id === id);
  if (status) return <StatusBadge status={status} />;
  const label = row.status_id_label;
  return <TextCell text={typeof label === 'string' ? label : (labels?.get(id) ?? `#${id}`)} />;
}

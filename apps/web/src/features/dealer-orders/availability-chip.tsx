import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import type { Availability } from './api.ts';
import './texts.ts';

const tone: Record<Availability, 'success' | 'warning' | 'default'> = {
  in_stock: 'success',
  few: 'warning',
  to_order: 'default',
};

/** In stock / few / to order, with the exact count only when the shop lets dealers see it. */
export function AvailabilityChip({ availability, stock }: { availability: Availability; stock?: number | null }) {
  const { t } = useTranslation();
  const label = t(`dealerOrders.availability.${availability}`);
  return (
    <Chip
      size="small"
      variant="outlined"
      color={tone[availability]}
      label={stock === null || stock === undefined ? label : `${label} · ${t('dealerOrders.pieces', { count: stock })}`}
    />
  );
}

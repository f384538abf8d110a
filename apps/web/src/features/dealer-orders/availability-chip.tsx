import { useTranslation } from 'react-i18next';
import type { Availability } from './api.ts';
import './texts.ts';
import './catalog.css';

/**
 * In stock / few / to order, with the exact count only when the shop lets dealers see it. A static
 * class in the look of MUI's small outlined chip (catalog.css): there is one on every product.
 */
export function AvailabilityChip({ availability, stock }: { availability: Availability; stock?: number | null }) {
  const { t } = useTranslation();
  const label = t(`dealerOrders.availability.${availability}`);
  return (
    <span className={`k-chip k-chip--${availability}`}>
      {stock === null || stock === undefined ? label : `${label} · ${t('dealerOrders.pieces', { count: stock })}`}
    </span>
  );
}

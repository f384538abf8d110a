import { useTranslation } from 'react-i18next';
import { Figure, FiguresPanel } from '../../components/figures-panel.tsx';
import { formatMoney } from '../../crud/list/format.ts';
import { intlLocale } from '../../i18n/i18n.ts';
import type { PreviewState } from './use-order-preview.ts';
import './texts.ts';

/** The server's totals of the order as typed; what is saved is worked out again on save. */
export function OrderTotals({ state }: { state: PreviewState }) {
  const { t, i18n } = useTranslation();
  const locale = intlLocale(i18n.language);
  const { preview } = state;
  const money = (kopecks: number | null | undefined) => (preview ? formatMoney(kopecks ?? 0, locale) : '—');
  const figure = (name: string, value: number | null | undefined, strong?: boolean) => (
    <Figure
      label={t(`resources.orders.fields.${name}`)}
      value={money(value)}
      strong={strong}
      testId={`total-${name}`}
    />
  );
  return (
    <FiguresPanel
      id="order-totals"
      title={t('orders.totals.title')}
      testId="order-totals"
      busy={state.pending}
      note={state.empty ? t('orders.totals.empty') : t('orders.totals.server')}
    >
      {figure('items_total', preview?.items_total)}
      {figure('discount_total', preview?.discount_total)}
      {figure('delivery_cost', preview?.delivery_cost)}
      {figure('total', preview?.total, true)}
      {preview?.monthly_payment ? figure('monthly_payment', preview.monthly_payment) : null}
    </FiguresPanel>
  );
}

import type { ChildrenField, ResourceDef } from '@kramar/contract';
import Box from '@mui/material/Box';
import { useQueries } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Figure, FiguresPanel } from '../../components/figures-panel.tsx';
import { ChildrenWidget } from '../../crud/form/widgets/children-widget.tsx';
import type { WidgetProps } from '../../crud/form/widgets/widget-props.ts';
import { formatMoney } from '../../crud/list/format.ts';
import { resources } from '../../crud/registry.ts';
import { recordQueryOptions } from '../../crud/resource-api.ts';
import { intlLocale } from '../../i18n/i18n.ts';
import { type KitItemValues, kitTotals } from './kit-totals.ts';
import './texts.ts';

const products = resources.find((r) => r.name === 'products') as ResourceDef;

/** The kit's items as the generic table, with the kit's full and discounted totals worked out live. */
export function KitItemsWidget(props: WidgetProps) {
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <ChildrenWidget {...props} field={props.field as ChildrenField} />
      <KitTotalsPanel control={props.control} />
    </Box>
  );
}

function KitTotalsPanel({ control }: Pick<WidgetProps, 'control'>) {
  const { t, i18n } = useTranslation();
  const locale = intlLocale(i18n.language);
  const own = useWatch({ control, name: 'product' }) as unknown;
  const items = (useWatch({ control, name: 'items' }) as KitItemValues[] | undefined) ?? [];
  const ids = [...new Set([own, ...items.map((i) => i.product)].filter((id): id is number => typeof id === 'number'))];
  // the same query as the product's screen: a product opened before costs nothing here
  const found = useQueries({ queries: ids.map((id) => recordQueryOptions(products, id)) });
  const prices = new Map<number, number>();
  found.forEach((q, i) => {
    const price = q.data?.price;
    if (typeof price === 'number') prices.set(ids[i] as number, price);
  });
  const totals = kitTotals(typeof own === 'number' ? prices.get(own) : undefined, items, (id) => prices.get(id));
  const saving = totals.full - totals.total;
  const percent = totals.full > 0 ? Math.round((saving / totals.full) * 100) : 0;
  return (
    <FiguresPanel
      id="kit-totals"
      title={t('products.kit.totals')}
      testId="kit-totals"
      note={totals.pending > 0 ? t('products.kit.pending') : t('products.kit.serverCounts')}
    >
      <Figure label={t('products.kit.full')} value={formatMoney(totals.full, locale)} />
      <Figure label={t('products.kit.total')} value={formatMoney(totals.total, locale)} strong />
      <Figure
        label={t('products.kit.saving')}
        value={saving > 0 ? `${formatMoney(saving, locale)} (${percent} %)` : formatMoney(0, locale)}
      />
    </FiguresPanel>
  );
}

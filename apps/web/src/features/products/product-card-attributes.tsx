import type { ResourceRecord } from '@kramar/contract';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../crud/list/format.ts';
import { intlLocale } from '../../i18n/i18n.ts';
import { type CategoryAttribute, categoryAttributesQuery } from './attribute-api.ts';
import { CardFacts } from './card-facts.tsx';
import './texts.ts';

type Row = {
  attribute: number;
  value: number | null;
  number: number | string | null;
  text: string | null;
  flag: boolean;
};

/** The product's attribute values as a buyer would read them: «Diagonal — 55 in». */
export function ProductCardAttributes({ product }: { product: ResourceRecord }) {
  const { t, i18n } = useTranslation();
  const locale = intlLocale(i18n.language);
  const rows = (product.attribute_values as Row[] | undefined) ?? [];
  const category = typeof product.category === 'number' ? product.category : 0;
  const set = useQuery({ ...categoryAttributesQuery(category), enabled: category > 0 });
  const titleOf = (a: CategoryAttribute, id: number | null) => a.values.find((v) => v.id === id)?.title ?? `#${id}`;

  if (set.isPending && category > 0) return null;
  if (set.isError) return <Typography color="text.secondary">{t('products.card.attributesHidden')}</Typography>;
  const facts = (set.data ?? []).flatMap((a) => {
    const own = rows.filter((r) => r.attribute === a.attribute);
    if (own.length === 0) return [];
    const unit = a.suffix;
    let shown: string;
    if (a.data_type === 'boolean') shown = own[0]?.flag ? t('crudForm.yes') : t('crudForm.no');
    else if (a.data_type === 'number') {
      const n = formatNumber(own[0]?.number, locale, 4);
      shown = unit ? `${n} ${unit}` : n;
    } else if (a.data_type === 'string') shown = own[0]?.text ?? '';
    else shown = own.map((r) => titleOf(a, r.value)).join(', ');
    return [{ label: a.title, value: shown }];
  });
  if (facts.length === 0) return <Typography color="text.secondary">{t('products.card.noAttributes')}</Typography>;
  return <CardFacts facts={facts} />;
}

import type { ResourceDef, ResourceRecord } from '@kramar/contract';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../../components/visually-hidden.ts';
import { RichTextPreview } from '../../crud/form/widgets/rich-text-preview.tsx';
import { ReferenceCell, ReferencesCell, StatusChip } from '../../crud/list/cells.tsx';
import { formatMoney, formatNumber } from '../../crud/list/format.ts';
import { fieldLabel, optionLabel } from '../../crud/list/labels.ts';
import { labelKeys } from '../../crud/registry.ts';
import { intlLocale } from '../../i18n/i18n.ts';
import { CardFacts, CardSection } from './card-facts.tsx';
import { CategoryPath } from './category-path.tsx';
import './texts.ts';

const ids = (value: unknown): number[] => (Array.isArray(value) ? value.filter((v) => typeof v === 'number') : []);

/** Prices and stock, what the product is, and its descriptions (rich text shown safely). */
export function ProductCardDetails({ resource, product }: { resource: ResourceDef; product: ResourceRecord }) {
  const { t, i18n } = useTranslation();
  const locale = intlLocale(i18n.language);
  const label = (name: string) => fieldLabel(t, resource, name);
  const price = formatMoney(product.price, locale);
  const old = typeof product.old_price === 'number' ? formatMoney(product.old_price, locale) : '';
  const availability = String(product.availability ?? '');
  const status = String(product.status ?? '');
  const sizes = [product.length, product.width, product.height].map((v) => formatNumber(v, locale, 1));
  const facts = [
    { label: label('sku'), value: String(product.sku ?? '') },
    { label: label('ean'), value: product.ean ? String(product.ean) : '' },
    {
      label: label('category'),
      value:
        typeof product.category === 'number' ? (
          <CategoryPath id={product.category} label={product.category_label} />
        ) : (
          ''
        ),
    },
    {
      label: label('categories'),
      value: ids(product.categories).length ? <ReferencesCell target="categories" ids={ids(product.categories)} /> : '',
    },
    {
      label: label('brand'),
      value:
        typeof product.brand === 'number' ? (
          <ReferenceCell target="brands" id={product.brand} label={product.brand_label} />
        ) : (
          ''
        ),
    },
    {
      label: label('color'),
      value:
        typeof product.color === 'number' ? (
          <ReferenceCell target="colors" id={product.color} label={product.color_label} />
        ) : (
          ''
        ),
    },
    {
      label: label('labels'),
      value: ids(product.labels).length ? <ReferencesCell target="product-labels" ids={ids(product.labels)} /> : '',
    },
    { label: label('warranty_months'), value: formatNumber(product.warranty_months, locale) },
    { label: label('weight'), value: formatNumber(product.weight, locale, 3) },
    { label: t('products.card.size'), value: sizes.every(Boolean) ? sizes.join(' × ') : '' },
  ].filter((fact) => fact.value !== '');
  return (
    <>
      <CardSection id="card-price" title={t(labelKeys.tab(resource, 'prices'))}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: 2 }}>
          <Typography component="p" variant="h4" sx={{ fontWeight: 700 }}>
            <Box component="span" sx={visuallyHidden}>{`${label('price')}: `}</Box>
            {price}
          </Typography>
          {old ? (
            <Typography component="p" variant="h6" color="text.secondary" sx={{ textDecoration: 'line-through' }}>
              <Box component="span" sx={visuallyHidden}>{`${label('old_price')}: `}</Box>
              {old}
            </Typography>
          ) : null}
        </Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
          <StatusChip value={availability} label={optionLabel(t, resource, 'availability', availability)} />
          <StatusChip value={status} label={optionLabel(t, resource, 'status', status)} />
          <Typography variant="body2" color="text.secondary">
            {t('products.card.stock', {
              count: Number(product.quantity ?? 0),
              n: formatNumber(product.quantity, locale),
            })}
          </Typography>
        </Box>
      </CardSection>
      <CardSection id="card-basic" title={t(labelKeys.tab(resource, 'basic'))}>
        <CardFacts facts={facts} />
      </CardSection>
    </>
  );
}

/** The short and the full description; the rich text is shown through the form's safe preview. */
export function ProductCardDescription({ resource, product }: { resource: ResourceDef; product: ResourceRecord }) {
  const { t } = useTranslation();
  const description = typeof product.description === 'string' ? product.description : '';
  const short = typeof product.short_description === 'string' ? product.short_description : '';
  return (
    <>
      {short || description ? (
        <CardSection id="card-description" title={fieldLabel(t, resource, 'description')}>
          {short ? <Typography sx={{ whiteSpace: 'pre-line' }}>{short}</Typography> : null}
          {description ? (
            <Box
              // a card, not an editor: no frame, no editor's height; the doubled class outweighs the editor's look
              sx={{
                '& > div': { border: 0, opacity: 1 },
                '& .ProseMirror.ProseMirror': { minHeight: 0, maxHeight: 'none', overflowY: 'visible', px: 0, py: 0 },
              }}
            >
              <RichTextPreview
                id="card-description-text"
                html={description}
                invalid={false}
                required={false}
                readOnly
                labelledBy="card-description"
              />
            </Box>
          ) : null}
        </CardSection>
      ) : null}
    </>
  );
}

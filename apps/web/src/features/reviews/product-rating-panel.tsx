import { can, type ResourceDef, readScope } from '@kramar/contract';
import Paper from '@mui/material/Paper';
import Rating from '@mui/material/Rating';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useCurrentUser } from '../../api/session.ts';
import { formatNumber } from '../../crud/list/format.ts';
import { resources } from '../../crud/registry.ts';
import { recordQueryOptions } from '../../crud/resource-api.ts';
import { intlLocale } from '../../i18n/i18n.ts';
import './texts.ts';

const products = resources.find((r) => r.name === 'products');

/**
 * The list filtered by one product shows that product's rating as the server keeps it (the
 * average of its published reviews), refreshed after every moderation.
 */
export function ProductRatingPanel() {
  const user = useCurrentUser();
  const [params] = useSearchParams();
  const id = params.get('filter[product_id]');
  if (!products || !can(user, readScope(products)) || id === null || !/^\d+$/.test(id)) return null;
  return <ProductRating products={products} id={id} />;
}

function ProductRating({ products, id }: { products: ResourceDef; id: string }) {
  const { t, i18n } = useTranslation();
  const product = useQuery(recordQueryOptions(products, id));
  const record = product.data;
  const rating = typeof record?.rating === 'number' ? record.rating : null;
  const count = typeof record?.reviews_count === 'number' ? record.reviews_count : 0;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={t('reviews.productRating')}
      sx={{ p: 1.5, display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}
    >
      {product.isPending ? (
        <Skeleton variant="text" width={260} />
      ) : (
        <>
          <Typography variant="subtitle2" component="h2">
            {t('reviews.productRating')}: {String(record?.name ?? '')}
          </Typography>
          <Rating value={rating ?? 0} precision={0.1} readOnly size="small" />
          <Typography variant="body2" data-testid="product-rating" sx={{ fontVariantNumeric: 'tabular-nums' }}>
            {rating === null ? t('reviews.noRating') : formatNumber(rating, intlLocale(i18n.language), 2)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('reviews.reviewsCount', { count })}
          </Typography>
        </>
      )}
    </Paper>
  );
}

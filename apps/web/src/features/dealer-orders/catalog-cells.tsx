import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyTooltip } from '../../components/lazy-tooltip.tsx';
import { thumbnailUrl, uploadUrl } from '../../lib/upload-url.ts';
import type { CatalogItem } from './api.ts';
import { useMoney } from './money.ts';
import './catalog-texts.ts';

/** The dealer's price, retail crossed out beside it, and the tier prices on hover, focus or tap. */
export function PriceCell({ item }: { item: CatalogItem }) {
  const { t } = useTranslation();
  const f = useMoney();
  const price = (
    <Box component="span" sx={{ display: 'inline-flex', gap: 1, alignItems: 'baseline', flexWrap: 'wrap' }}>
      <Typography component="span" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
        {f.money(item.price)}
      </Typography>
      {item.retail > item.price ? (
        <Typography
          component="s"
          variant="body2"
          color="text.secondary"
          sx={{ whiteSpace: 'nowrap' }}
          aria-label={t('dealerOrders.catalog.retailWas', { price: f.money(item.retail) })}
        >
          {f.money(item.retail)}
        </Typography>
      ) : null}
    </Box>
  );
  if (item.tiers.length === 0) return price;
  const tiers = item.tiers.map((tier) =>
    t('dealerOrders.catalog.tier', { count: tier.min_quantity, price: f.money(tier.price) }),
  );
  return (
    <Box>
      {price}
      <LazyTooltip title={tiers.join('; ')}>
        <Typography
          component="span"
          variant="caption"
          tabIndex={0}
          sx={{ display: 'block', textDecoration: 'underline dotted', cursor: 'help', color: 'primary.main' }}
        >
          {t('dealerOrders.catalog.tiers', { count: item.tiers[0]?.min_quantity ?? 0 })}
        </Typography>
      </LazyTooltip>
    </Box>
  );
}

/** The product's first picture, or a grey square: rows keep their height either way (no layout shift). */
export function Picture({ item, size }: { item: CatalogItem; size: number }) {
  // the thumbnail first; the original when the thumbnail is not made yet
  const [failed, setFailed] = useState(false);
  return item.picture ? (
    <Box
      component="img"
      src={failed ? uploadUrl(item.picture) : thumbnailUrl(item.picture)}
      onError={() => setFailed(true)}
      alt=""
      loading="lazy"
      width={size}
      height={size}
      sx={{ objectFit: 'contain', borderRadius: 1, bgcolor: 'action.hover', display: 'block' }}
    />
  ) : (
    <Box sx={{ width: size, height: size, borderRadius: 1, bgcolor: 'action.hover' }} aria-hidden />
  );
}

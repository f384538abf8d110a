import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyTooltip } from '../../components/lazy-tooltip.tsx';
import { thumbnailUrl, uploadUrl } from '../../lib/upload-url.ts';
import type { CatalogItem } from './api.ts';
import { useMoney } from './money.ts';
import './catalog-texts.ts';
import './catalog.css';

/** The dealer's price, retail crossed out beside it, and the tier prices on hover, focus or tap. */
export function PriceCell({ item }: { item: CatalogItem }) {
  const { t } = useTranslation();
  const f = useMoney();
  const price = (
    <span className="k-price">
      <span className="k-price__dealer">{f.money(item.price)}</span>
      {item.retail > item.price ? (
        // a crossed-out price says nothing aloud: a screen reader hears what it was instead
        <>
          <s className="k-price__retail" aria-hidden>
            {f.money(item.retail)}
          </s>
          <span className="k-visually-hidden">
            {t('dealerOrders.catalog.retailWas', { price: f.money(item.retail) })}
          </span>
        </>
      ) : null}
    </span>
  );
  if (item.tiers.length === 0) return price;
  const tiers = item.tiers.map((tier) =>
    t('dealerOrders.catalog.tier', { count: tier.min_quantity, price: f.money(tier.price) }),
  );
  return (
    <div>
      {price}
      <LazyTooltip title={tiers.join('; ')}>
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: focus shows the tier prices to the keyboard, as hover does */}
        <span className="k-price__tiers" tabIndex={0}>
          {t('dealerOrders.catalog.tiers', { count: item.tiers[0]?.min_quantity ?? 0 })}
        </span>
      </LazyTooltip>
    </div>
  );
}

/** The product's first picture, or a grey square: rows keep their height either way (no layout shift). */
export function Picture({ item, size }: { item: CatalogItem; size: number }) {
  // the thumbnail first; the original when the thumbnail is not made yet
  const [failed, setFailed] = useState(false);
  return item.picture ? (
    <img
      className="k-picture"
      src={failed ? uploadUrl(item.picture) : thumbnailUrl(item.picture)}
      onError={() => setFailed(true)}
      alt=""
      loading="lazy"
      width={size}
      height={size}
    />
  ) : (
    <span className="k-picture" style={{ width: size, height: size }} aria-hidden />
  );
}

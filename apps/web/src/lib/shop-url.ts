const fallbackShopUrl = 'https://kramar.example';

/** The server writes its SHOP_URL into this meta tag of index.html. */
export function readShopUrl(): string {
  const content = document.querySelector<HTMLMetaElement>('meta[name="kramar:shop-url"]')?.content;
  return content?.trim() || fallbackShopUrl;
}

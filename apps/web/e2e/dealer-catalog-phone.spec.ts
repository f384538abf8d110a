import { expect, test } from '@playwright/test';
import { tradingSetup } from './dealer-order-support.ts';
import { makeProduct } from './product-fixtures.ts';
import { signIn } from './support.ts';

// the first visit of each screen brings its chunks in on a loaded 2-core machine
test.describe.configure({ timeout: 90_000 });

// A phone draws a page's cards a few at a time (lib/use-progressive.ts). Its steps once stopped
// after the second: the dealer saw 8 products of a page of 24, and nothing said more were there.
test('a dealer on a phone sees every product of a catalogue page, the last one too', async ({ browser }) => {
  const s = await tradingSetup();
  const many = 14;
  for (let i = 1; i <= many; i += 1)
    await makeProduct('products', {
      status: 'published',
      availability: 'in_stock',
      name: `Свердло ${s.tag} №${i}`,
      category: s.leaf.id,
      price: 100_00 * i,
      quantity: 5,
    });
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'uk-UA' });
  const page = await phone.newPage();
  // opened with the search in the address, as a shared link or a reload: the first page drawn is these
  const search = new URLSearchParams({ search: `Свердло ${s.tag}`, sort: 'price' });
  await signIn(page, s.dealer.principal, `/dealers/catalog?${search}`);
  const cards = page.getByRole('list', { name: 'Товари' });
  await expect(cards.getByRole('listitem')).toHaveCount(many);
  const last = cards.getByRole('listitem').last();
  await last.scrollIntoViewIfNeeded();
  await expect(last.getByText(`Свердло ${s.tag} №${many}`)).toBeVisible();
  await expect(last.getByRole('spinbutton', { name: `Кількість: Свердло ${s.tag} №${many}` })).toBeVisible();
  await phone.close();
});

import { describe, expect, it } from 'vitest';
import { forbiddenSection, sectionOf } from './section-access.ts';

const user = (scopes: string[]) => ({ owner: false, scopes });

describe('section access', () => {
  it('finds the menu section of an address by its longest path', () => {
    expect(sectionOf('/orders/create')?.scope).toBe('orders.edit');
    expect(sectionOf('/orders/15')?.scope).toBe('orders.show');
    expect(sectionOf('/products-sandbox/3')?.scope).toBe('products.show');
    expect(sectionOf('/dashboard')).toBeUndefined();
    expect(sectionOf('/profile')).toBeUndefined();
  });

  it('names the section a user may not open, and none they may', () => {
    expect(forbiddenSection(user(['news.show']), '/products/5')).toBe('menu.items.products');
    expect(forbiddenSection(user(['products.show']), '/products/5')).toBeUndefined();
    expect(forbiddenSection(user(['orders.show']), '/orders/create')).toBe('menu.items.ordersCreate');
    expect(forbiddenSection({ owner: true, scopes: [] }, '/roles')).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { PRODUCTS_SETTINGS } from '../../../../src/adapters/demo/engine/parts/products/products-settings';
import type { YieldProduct } from '../../../../src/domain/products/products';
import { percentOf, productFigures, returnOf } from '../../../../src/ui/features/products/product-figures';

const offer = (id: string): YieldProduct => ({
  ...(PRODUCTS_SETTINGS.products.find((product) => product.id === id) as Omit<YieldProduct, 'sold'>),
  sold: '0',
});

describe('the honest numbers a product card shows', () => {
  it('states rates as percentages cut, never rounded up', () => {
    expect(percentOf('0.0005')).toBe('0.05');
    expect(percentOf('0.123456789')).toBe('12.3456');
  });

  it('shows the APY only where interest compounds', () => {
    expect(productFigures(offer('finance-usdt-7'))).toMatchObject({
      dailyRate: '0.05',
      apr: '18.25',
      apy: null,
    });
    expect(productFigures(offer('fund-usdt-growth')).apy).toBe('11.5701');
  });

  it('the return for the typed amount over the term, and none without an amount', () => {
    const finance = offer('finance-usdt-7');
    expect(returnOf(finance, '1000')).toMatchObject({ days: 7, interest: '3.5' });
    expect(returnOf(finance, '1000')?.curve.at(-1)).toEqual({ day: 7, value: '1003.5' });
    expect(returnOf(finance, '')).toBeNull();
    // An open-ended fund is shown over a year.
    expect(returnOf(offer('fund-usdt-growth'), '100')?.days).toBe(365);
  });
});

import type { ProductKind } from '../../../../domain/products/products';

/**
 * The phone's product paths: mining is the pool (one product, named mining on the phone:
 * domain/products/products.ts), at /mining and /mining/record.
 */
export const MOBILE_PRODUCT_PATH: Readonly<Record<ProductKind, string>> = {
  finance: '/finance',
  pool: '/mining',
  fund: '/fund',
};

/** The kind a phone product path shows: its first segment. */
export function kindOfPath(pathname: string): ProductKind {
  const first = pathname.split('/')[1];
  if (first === 'mining') return 'pool';
  return first === 'fund' ? 'fund' : 'finance';
}

import type { ProductKind } from '../../../../domain/products/products';
import type { DesktopLeafRoute } from '../../routes/desktop-routes';

/** The kind a desktop product route shows: its group's name ('pool.list' is the pool). */
export function kindOfRoute(route: DesktopLeafRoute): ProductKind {
  const group = route.key.split('.')[0];
  return group === 'pool' || group === 'fund' ? group : 'finance';
}

import { formFactorOfPath } from '../../domain/shared/form-factor';
import type { FormFactorSource } from '../../domain/shared/form-factor.port';

/**
 * The form factor of the page's current path, read at each call (the user can go from `/`
 * to `/pc` without a reload). Without a page (Node) it is the mobile app, the default.
 */
export function createLocationFormFactor(
  location: () => Pick<Location, 'pathname'> | undefined = () => globalThis.location,
): FormFactorSource {
  return { current: () => formFactorOfPath(location()?.pathname ?? '/') };
}

import { API_PREFIXES } from '../../../scripts/server/api-prefixes.mjs';
import { formFactorOfPath } from '../../../src/domain/shared/form-factor';

/**
 * SPEC section 7: a desktop page (`/pc/...`) calls every API under /bb/app; a mobile page
 * never does, and its demo-account calls go under /contract/app. Null when the call is right.
 */
export function wrongBaseOf(pagePath: string, callPath: string): string | null {
  // A demo-account path without its base would start with /virtual, which no prefix covers.
  const isApi = ['/virtual', ...API_PREFIXES].some((prefix) => callPath.startsWith(`${prefix}/`));
  if (!isApi) return null;
  const desktop = formFactorOfPath(pagePath) === 'desktop';
  const right = desktop
    ? callPath.startsWith('/bb/app/')
    : !callPath.startsWith('/bb/') &&
      (!callPath.includes('/virtual/') || callPath.startsWith('/contract/app/virtual/'));
  return right ? null : `${callPath} from ${pagePath}`;
}

import { useEffect } from 'react';
import { releaseFirstScreen } from './first-screen';

/**
 * For a page the build paints a first screen of (scripts/build/first-screen.mjs): once the page
 * has rendered, at the painted copy's place, the copy that lay over the app until now goes.
 */
export function useFirstScreenHandover(): void {
  useEffect(() => releaseFirstScreen(), []);
}

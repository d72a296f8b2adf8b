import type { PageVisibility } from '../../domain/shared/page-visibility.port';

/** The document's visibilityState; without a document (tests, server) the page is always in view. */
export function createDocumentVisibility(doc: Document | undefined): PageVisibility {
  return {
    hidden: () => doc?.visibilityState === 'hidden',
    onChange: (listener) => {
      doc?.addEventListener('visibilitychange', listener);
      return () => doc?.removeEventListener('visibilitychange', listener);
    },
  };
}

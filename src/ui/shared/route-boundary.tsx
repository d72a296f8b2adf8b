import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { ErrorBoundary } from './error-boundary';
import { PageFailure } from './page-failure';

/**
 * Around each page: a page that fails to render or load leaves the layout (header, tabs)
 * and says so with a way on. Keyed by the path, so moving to another page starts afresh.
 */
export function RouteBoundary({ home, children }: { home: string; children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary
      key={pathname}
      fallback={(error, retry) => <PageFailure error={error} retry={retry} home={home} />}
    >
      {children}
    </ErrorBoundary>
  );
}

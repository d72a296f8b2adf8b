import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { PageLoading } from '../../shared/page-loading';
import { DesktopFooter } from './desktop-footer';
import { DesktopHeader } from './desktop-header';

/** Header, the current page and the footer; pages load lazily inside <main>. */
export function DesktopLayout() {
  const { pathname } = useLocation();

  // A new page starts at its top, as a full page load would.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  return (
    <div className="dt-shell">
      <DesktopHeader />
      <main className="dt-main" id="main-content">
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
      <DesktopFooter />
    </div>
  );
}

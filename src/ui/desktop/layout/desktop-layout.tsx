import { Suspense, useEffect, type ReactNode } from 'react';
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
    <DesktopFrame header={<DesktopHeader />} footer={<DesktopFooter />}>
      <Suspense fallback={<PageLoading />}>
        <Outlet />
      </Suspense>
    </DesktopFrame>
  );
}

/** The page frame around a page: the app's, and the one the build paints (first-screen/). */
export function DesktopFrame({
  header,
  footer,
  children,
}: {
  header: ReactNode;
  footer?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="dt-shell">
      {header}
      <main className="dt-main" id="main-content">
        {children}
      </main>
      {footer}
    </div>
  );
}

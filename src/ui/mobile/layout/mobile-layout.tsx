import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { PageLoading } from '../../shared/page-loading';
import { MobileTabBar } from './mobile-tab-bar';

/** The frame around every mobile page: the page in <main>, the tabs. */
export function MobileLayout() {
  return (
    <div className="m-app">
      <main className="m-main">
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
      <MobileTabBar />
    </div>
  );
}

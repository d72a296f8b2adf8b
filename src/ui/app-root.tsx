import { lazy, Suspense } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import type { AppServices } from '../application/app-services';
import { IntlRoot } from './shared/i18n/intl-root';
import { LanguageActor } from './shared/language-actor';
import { SessionActor } from './shared/session-actor';
import { ServicesProvider } from './shared/services-context';
import { PageLoading } from './shared/page-loading';

// Each form factor is its own chunk: a phone never downloads the desktop app and back.
const MobileApp = lazy(() => import('./mobile/mobile-app'));
const DesktopApp = lazy(() => import('./desktop/desktop-app'));

export function AppRoot({ services }: { services: AppServices }) {
  return (
    <ServicesProvider value={services}>
      <LanguageActor.Provider logic={services.language.machine} options={{ input: services.language.input }}>
        <SessionActor.Provider logic={services.session.machine} options={{ input: services.session.input }}>
          <IntlRoot>
            <BrowserRouter>
              <Suspense fallback={<PageLoading />}>
                <Routes>
                  <Route path="/pc/*" element={<DesktopApp />} />
                  <Route path="/*" element={<MobileApp />} />
                </Routes>
              </Suspense>
            </BrowserRouter>
          </IntlRoot>
        </SessionActor.Provider>
      </LanguageActor.Provider>
    </ServicesProvider>
  );
}

import { useActorRef } from '@xstate/react';
import { lazy, Suspense } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import type { AppServices } from '../application/app-services';
import type { FeatureModules } from '../application/feature-modules';
import { formFactorOfPath } from '../domain/shared/form-factor';
import { IntlRoot } from './shared/i18n/intl-root';
import { appTexts } from './shared/i18n/texts';
import { LanguageRefProvider } from './shared/language-actor';
import { SessionRefProvider } from './shared/session-actor';
import { ServicesProvider } from './shared/services-context';
import { PageLoading } from './shared/page-loading';
import { loadChunk } from './shared/chunk-load';
import { ErrorBoundary } from './shared/error-boundary';
import { AppFailure } from './shared/page-failure';
import { DeviceStatus } from './shared/device/device-status';
import { RememberFirstScreen } from './shared/remember-first-screen';

// Each form factor is its own chunk: a phone never downloads the desktop app and back.
// Retried on a bad network; after 120 s the root boundary reports it (SPEC section 8).
const loadMobileApp = () => loadChunk(() => import('./mobile/mobile-app'));
const loadDesktopApp = () => loadChunk(() => import('./desktop/desktop-app'));
const MobileApp = lazy(loadMobileApp);
const DesktopApp = lazy(loadDesktopApp);

/**
 * Fetches the first screen's form factor, page and feature modules beside the app's texts, instead of one after
 * the other once the texts have come (three round trips on a phone's network become one).
 * The lazy components above find the same modules already fetched.
 */
export function preloadFirstScreen(pathname: string, signedIn: boolean, features: FeatureModules): void {
  const formFactor = formFactorOfPath(pathname);
  // The form factor's texts come in the first catalogue, not after it.
  appTexts.want([formFactor]);
  const loaded =
    formFactor === 'desktop'
      ? loadDesktopApp().then((app) => app.preloadDesktopPage(pathname, signedIn, features))
      : loadMobileApp().then((app) => app.preloadMobilePage(pathname, signedIn, features));
  // A failure here is told by the lazy components when they render and try again.
  loaded.catch(() => undefined);
}

/** Starts the app-wide language and session actors from the services' ready logic. */
export function AppRoot({ services }: { services: AppServices }) {
  const language = useActorRef(services.language.machine, { input: services.language.input });
  const session = useActorRef(services.session.machine, { input: services.session.input });
  return (
    // The app never goes blank: anything that escapes the per-page boundaries lands here.
    <ErrorBoundary fallback={() => <AppFailure />}>
      <ServicesProvider value={services}>
        <LanguageRefProvider value={language}>
          <SessionRefProvider value={session}>
            <IntlRoot>
              <DeviceStatus />
              <RememberFirstScreen />
              <BrowserRouter>
                <Suspense fallback={<PageLoading />}>
                  <Routes>
                    <Route path="/pc/*" element={<DesktopApp />} />
                    <Route path="/*" element={<MobileApp />} />
                  </Routes>
                </Suspense>
              </BrowserRouter>
            </IntlRoot>
          </SessionRefProvider>
        </LanguageRefProvider>
      </ServicesProvider>
    </ErrorBoundary>
  );
}

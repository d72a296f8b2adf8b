import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import type { AppServices } from '../application/app-services';
import { deviceRedirect } from '../domain/session/device-redirect';
import { AppRoot, preloadFirstScreen } from './app-root';
import { FIRST_SCREEN_BACKSTOP_MS, releaseFirstScreen } from './shared/first-screen';
import './shared/theme/global.css';

export function renderApp(container: HTMLElement | null, services: AppServices): void {
  if (!container) throw new Error('The page has no #root element.');
  // SPEC section 1: phones that open the desktop app are sent to the mobile app.
  const target = deviceRedirect({
    userAgent: navigator.userAgent,
    protocol: location.protocol,
    host: location.host,
    pathname: location.pathname,
  });
  if (target) {
    location.replace(target);
    return;
  }
  // A kept session is what the route guards will see first; a visitor's guarded address
  // shows the login page, so that page's chunk is not fetched ahead.
  preloadFirstScreen(location.pathname, services.session.input.stored !== null, services.features);
  // The home page removes the painted first screen when it shows; a start that shows
  // something else (a failure, a redirect) is not hidden behind it for long.
  setTimeout(releaseFirstScreen, FIRST_SCREEN_BACKSTOP_MS);
  // The first render is a transition: React renders it a few milliseconds at a time, so a phone
  // stays responsive while the app takes over the painted first screen.
  const root = createRoot(container);
  startTransition(() =>
    root.render(
      <StrictMode>
        <AppRoot services={services} />
      </StrictMode>,
    ),
  );
}

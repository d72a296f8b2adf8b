import type { DialogProps, PopupProps } from 'antd-mobile';
import { lazy, Suspense, useState, type ComponentType } from 'react';
import { loadChunk } from '../../shared/chunk-load';

// antd-mobile's dialog and sheet, each loaded when a screen first opens it. Imported where a
// screen declares them, they came with every first screen that could open one (the Trade
// tab's order confirmation, transfer sheet and switch to real: 9 KB gzip), though a visitor
// never opens any. As with the toasts (show-toast.ts), a bad network is retried and a lasting
// failure reaches the route's error boundary.

const loadDialog = () => loadChunk(() => import('antd-mobile/es/components/dialog'));
const loadPopup = () => loadChunk(() => import('antd-mobile/es/components/popup'));

/** Whether the overlay has ever been asked for: from then on it stays mounted, to animate out. */
function useOpenedOnce(visible: boolean | undefined): boolean {
  const [opened, setOpened] = useState(false);
  // Derived during render, as React advises for state that follows a prop.
  if (visible && !opened) setOpened(true);
  return opened || Boolean(visible);
}

/** An overlay fetched the first time it is visible; nothing before then. */
function lazyOverlay<P extends { visible?: boolean }>(load: () => Promise<{ default: ComponentType<P> }>) {
  const Overlay = lazy(load);
  return function LazyOverlay(props: P) {
    const opened = useOpenedOnce(props.visible);
    if (!opened) return null;
    return (
      <Suspense fallback={null}>
        <Overlay {...props} />
      </Suspense>
    );
  };
}

/** antd-mobile's Dialog, fetched the first time it is visible. */
export const LazyDialog = lazyOverlay<DialogProps>(loadDialog);
/** antd-mobile's Popup, fetched the first time it is visible; its content mounts with it. */
export const LazyPopup = lazyOverlay<PopupProps>(loadPopup);

/**
 * Starts fetching both while the user is still on the way to opening one (the first touch of
 * an order form), so that the confirmation shows at once.
 */
export function preloadOverlays(): void {
  void loadDialog().catch(() => undefined);
  void loadPopup().catch(() => undefined);
}

import type { DialogProps, PopupProps } from 'antd-mobile';
import { lazy, Suspense, useState, type ComponentType } from 'react';
import { loadChunk } from '../../shared/chunk-retry';

// antd-mobile's dialog and sheet, each loaded when a screen first opens it. They animate with
// react-spring (17 KB gzip, 28 KB with the dialog and the popup): imported where a screen
// declares them, they came with every first screen that could open one (the Trade tab's order
// confirmation, transfer sheet and switch to real), though a visitor never opens any. As with
// the toasts (show-toast.ts), a bad network is retried and a lasting failure reaches the
// route's error boundary.

const loadDialog = () => loadChunk(() => import('antd-mobile/es/components/dialog'));
const loadPopup = () => loadChunk(() => import('antd-mobile/es/components/popup'));

const Dialog = lazy(loadDialog) as ComponentType<DialogProps>;
const Popup = lazy(loadPopup) as ComponentType<PopupProps>;

/** Whether the overlay has ever been asked for: from then on it stays mounted, to animate out. */
function useOpenedOnce(visible: boolean | undefined): boolean {
  const [opened, setOpened] = useState(false);
  // Derived during render, as React advises for state that follows a prop.
  if (visible && !opened) setOpened(true);
  return opened || Boolean(visible);
}

/** antd-mobile's Dialog, fetched the first time it is visible; nothing before then. */
export function LazyDialog(props: DialogProps) {
  const opened = useOpenedOnce(props.visible);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <Dialog {...props} />
    </Suspense>
  );
}

/** antd-mobile's Popup, fetched the first time it is visible; its content mounts with it. */
export function LazyPopup(props: PopupProps) {
  const opened = useOpenedOnce(props.visible);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <Popup {...props} />
    </Suspense>
  );
}

/**
 * Starts fetching both while the user is still on the way to opening one (the first touch of
 * an order form), so that the confirmation shows at once.
 */
export function preloadOverlays(): void {
  void loadDialog().catch(() => undefined);
  void loadPopup().catch(() => undefined);
}

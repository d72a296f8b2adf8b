import type { DropdownProps } from 'antd';
import { cloneElement, lazy, Suspense, useState, type ReactElement, type SyntheticEvent } from 'react';
import { loadChunk } from '../../shared/chunk-retry';

// antd's Dropdown and its Menu (about 12 KB gzip) are fetched the first time the user reaches
// for a header menu (points at, focuses or presses its button), not with every desktop page:
// the header shows on all of them, its menus open on few visits.
const Dropdown = lazy(() => loadChunk(() => import('antd/es/dropdown')));

type TriggerProps = {
  onPointerEnter?: (event: SyntheticEvent) => void;
  onPointerLeave?: (event: SyntheticEvent) => void;
  onFocus?: (event: SyntheticEvent) => void;
  onClick?: (event: SyntheticEvent) => void;
};

export interface LazyDropdownProps extends Omit<DropdownProps, 'children' | 'open' | 'onOpenChange'> {
  children: ReactElement<TriggerProps>;
  /** Controlled by the caller when given (the language machine); otherwise kept here. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}

/**
 * antd's Dropdown around a button, loaded when the button is first reached for. A press that
 * comes before the code opens the menu once it is in, so no press is lost; until then the
 * button is the same element, so nothing moves.
 */
export function LazyDropdown({ children, open, onOpenChange, ...props }: LazyDropdownProps) {
  const [reached, setReached] = useState(false);
  const [kept, setKept] = useState(false);
  const isOpen = open ?? kept;
  const setOpen = (next: boolean) => {
    if (open === undefined) setKept(next);
    onOpenChange?.(next);
  };
  const reach = () => setReached(true);
  // A hover menu opens on the first pointing too, as it will once antd follows the pointer.
  const hovers = props.trigger?.includes('hover') ?? false;
  const bare = cloneElement(children, {
    onPointerEnter: () => {
      reach();
      if (hovers) setOpen(true);
    },
    onPointerLeave: () => {
      if (hovers) setOpen(false);
    },
    onFocus: reach,
    onClick: () => {
      reach();
      setOpen(true);
    },
  });
  if (!reached) return bare;
  return (
    <Suspense fallback={bare}>
      <Dropdown {...props} open={isOpen} onOpenChange={setOpen}>
        {children}
      </Dropdown>
    </Suspense>
  );
}

import type { DropdownProps } from 'antd';
import { useLayoutEffect, useRef, useState, type ComponentType } from 'react';
import { loadChunk } from '../../shared/chunk-load';

// antd's Dropdown and its Menu (about 11 KB gzip) are fetched the first time the user reaches
// for a header menu (points at, focuses or presses its button), not with every desktop page:
// the header shows on all of them, its menus open on few visits.
type Dropdown = ComponentType<DropdownProps>;
let fetched: Dropdown | null = null;
const fetchDropdown = () =>
  loadChunk(() => import('antd/es/dropdown')).then((module) => (fetched = module.default));

export interface LazyDropdownProps extends Omit<DropdownProps, 'open' | 'onOpenChange'> {
  /** Controlled by the caller when given (the language machine); otherwise kept here. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}

/**
 * antd's Dropdown around a button, fetched when the button is first reached for. Until the code
 * is in, the button is the plain element, and a press on it opens the menu once the code is in.
 * antd then draws the button anew: never in the middle of a press (the swap waits for the click),
 * and a button that had the focus gives it to the new one, so no press and no focus is lost.
 * Both sit in one anchor that lays out as if it were not there, which hears the button's events.
 */
export function LazyDropdown({ children, open, onOpenChange, ...props }: LazyDropdownProps) {
  const [Loaded, setLoaded] = useState<Dropdown | null>(() => fetched);
  const [kept, setKept] = useState(false);
  const anchor = useRef<HTMLSpanElement>(null);
  const pressing = useRef(false);
  const waiting = useRef<Dropdown | null>(null);
  const refocus = useRef(false);
  const isOpen = open ?? kept;
  const setOpen = (next: boolean) => {
    if (open === undefined) setKept(next);
    onOpenChange?.(next);
  };
  const swapIn = (dropdown: Dropdown) => {
    refocus.current = anchor.current?.contains(document.activeElement) ?? false;
    setLoaded(() => dropdown);
  };
  const reach = () => {
    if (Loaded || waiting.current) return;
    void fetchDropdown().then((dropdown) => {
      if (pressing.current) waiting.current = dropdown;
      else swapIn(dropdown);
    });
  };
  useLayoutEffect(() => {
    if (!Loaded || !refocus.current) return;
    refocus.current = false;
    (anchor.current?.firstElementChild as HTMLElement | null)?.focus();
  }, [Loaded]);

  const beforeTheCode = Loaded
    ? {}
    : {
        onPointerOver: reach,
        onFocus: reach,
        onPointerDown: () => {
          pressing.current = true;
          reach();
        },
        onClick: () => {
          pressing.current = false;
          reach();
          setOpen(true);
          if (waiting.current) swapIn(waiting.current);
        },
      };
  return (
    <span ref={anchor} className="dt-menu-anchor" {...beforeTheCode}>
      {Loaded ? (
        <Loaded {...props} open={isOpen} onOpenChange={setOpen}>
          {children}
        </Loaded>
      ) : (
        children
      )}
    </span>
  );
}

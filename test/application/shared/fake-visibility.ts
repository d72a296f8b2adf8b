import type { PageVisibility } from '../../../src/domain/shared/page-visibility.port';

/** A page whose visibility the test switches by hand. */
export function fakeVisibility(hidden = false) {
  let isHidden = hidden;
  const listeners = new Set<() => void>();
  const visibility: PageVisibility & { set(hidden: boolean): void; listeners(): number } = {
    hidden: () => isHidden,
    onChange: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set: (next) => {
      isHidden = next;
      for (const listener of listeners) listener();
    },
    listeners: () => listeners.size,
  };
  return visibility;
}

import { createContext, useContext } from 'react';

/**
 * The form factor's toasts (SPEC section 8: error, success, or a warning shown as info, for
 * 2000 ms). Each form factor provides its own at its root; every screen uses `useNotify()`.
 */
export interface Notify {
  success: (text: string) => void;
  error: (text: string) => void;
  /** SPEC section 8: a warning shows as info. */
  warning: (text: string) => void;
}

const NotifyContext = createContext<Notify | null>(null);

export const NotifyProvider = NotifyContext.Provider;

export function useNotify(): Notify {
  const notify = useContext(NotifyContext);
  if (!notify) throw new Error('useNotify must be used inside a form factor (NotifyProvider)');
  return notify;
}

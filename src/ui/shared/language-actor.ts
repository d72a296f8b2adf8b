import { useSelector } from '@xstate/react';
import { createContext, useContext } from 'react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { LanguageMachine } from '../../application/preferences/language.machine';

type LanguageRef = ActorRefFrom<LanguageMachine>;

const LanguageRefContext = createContext<LanguageRef | null>(null);

/** Holds the app-wide language actor AppRoot starts from the services' language logic. */
export const LanguageRefProvider = LanguageRefContext.Provider;

/** The running language actor, to send it the menu's events. */
export function useLanguageRef(): LanguageRef {
  const ref = useContext(LanguageRefContext);
  if (!ref) throw new Error('useLanguageRef must be used inside LanguageRefProvider');
  return ref;
}

/** Reads the app language through a named selector (application/preferences/language.selectors). */
export function useLanguageSelector<T>(selector: (snapshot: SnapshotFrom<LanguageMachine>) => T): T {
  return useSelector(useLanguageRef(), selector);
}

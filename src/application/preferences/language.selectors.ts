import type { SnapshotFrom } from 'xstate';
import { commandForLocale } from '../../domain/locale/locale';
import type { LanguageMachine } from './language.machine';

type LanguageSnapshot = SnapshotFrom<LanguageMachine>;

export const selectLocale = (snapshot: LanguageSnapshot) => snapshot.context.locale;
export const selectLanguageCommand = (snapshot: LanguageSnapshot) =>
  commandForLocale(snapshot.context.locale);
export const selectLanguageMenuOpen = (snapshot: LanguageSnapshot) => snapshot.context.menuOpen;

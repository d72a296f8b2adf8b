import { createActorContext } from '@xstate/react';
import { languageMachine } from '../../application/preferences/language.machine';

/**
 * The app-wide language actor. AppRoot hands it the machine provided by the composition
 * root (`logic`), so the default here never runs its unprovided persistence.
 */
export const LanguageActor = createActorContext(languageMachine, { input: { saved: null } });

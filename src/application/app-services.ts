import type { DemoDataControl } from './demo/demo-data';
import type { LanguageInput, LanguageMachine } from './preferences/language.machine';
import type { SessionQuery } from './session/session-query';

export type BackendMode = 'demo' | 'http';

/**
 * Everything the UI may use, assembled by the composition root. The UI binds to these
 * machines and input ports and never sees an adapter.
 */
export interface AppServices {
  backendMode: BackendMode;
  language: { machine: LanguageMachine; input: LanguageInput };
  session: SessionQuery;
  /** Present in demo mode only. */
  demoData: DemoDataControl | null;
}

import type { ContractServices } from './contract/contract-services';
import type { DemoDataControl } from './demo/demo-data';
import type { MarketServices } from './market/market-services';
import type { LanguageInput, LanguageMachine } from './preferences/language.machine';
import type { NoticeCountMachine } from './notices/notice-count.machine';
import type {
  ForgetPasswordMachine,
  ModifyPasswordMachine,
  RegisterMachine,
} from './session/account-form.machine';
import type { EmailCodeMachine } from './session/email-code.machine';
import type { SessionInput, SessionMachine } from './session/session.machine';
import type { CustomerServiceMachine } from './support/customer-service.machine';

export type BackendMode = 'demo' | 'http';

/**
 * Everything the UI may use, assembled by the composition root. The UI binds to these
 * machines and input ports and never sees an adapter.
 */
export interface AppServices {
  backendMode: BackendMode;
  language: { machine: LanguageMachine; input: LanguageInput };
  session: {
    machine: SessionMachine;
    input: SessionInput;
    emailCode: EmailCodeMachine;
    register: RegisterMachine;
    forgetPassword: ForgetPasswordMachine;
    modifyPassword: ModifyPasswordMachine;
  };
  /** The customer-service chat modal (signed-in users). */
  support: { customerService: CustomerServiceMachine };
  /** The header bell's unread count (signed-in users). */
  notices: { count: NoticeCountMachine };
  /** Present in demo mode only. */
  demoData: DemoDataControl | null;
  contract: ContractServices;
  market: MarketServices;
}

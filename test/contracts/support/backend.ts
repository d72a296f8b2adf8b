import type {
  ContractGateway,
  ContractTransferGateway,
  DemoFundsGateway,
} from '../../../src/domain/contract/contract.port';
import type { MarketGateway } from '../../../src/domain/market/market.port';
import type { NoticeGateway } from '../../../src/domain/notices/notice.port';
import type { ParameterGateway, UserGateway } from '../../../src/domain/user/user.port';
import type { ExchangeEngine } from '../../../src/adapters/demo/engine';
import type { FakeClock } from '../../adapters/demo/engine/support/fake-clock';

/** Every output port of the app, as one backend mode implements it. */
export interface Gateways {
  market: MarketGateway;
  user: UserGateway;
  params: ParameterGateway;
  notices: NoticeGateway;
  /** The real seconds-contract account (/contract/...). */
  contract: ContractGateway;
  /** The demo account (/contract/app/virtual/...). */
  demoContract: ContractGateway;
  transfer: ContractTransferGateway;
  demoFunds: DemoFundsGateway;
}

/**
 * One backend under contract test: the demo adapters over an in-process engine, or the
 * http adapters talking to the reference server over the same kind of engine. The suites
 * state one set of expectations and run them against both.
 */
export interface ContractBackend {
  readonly name: 'demo' | 'http';
  readonly gateways: Gateways;
  /** The engine behind the gateways, to check results against (same seed in both modes). */
  readonly engine: ExchangeEngine;
  /** The engine's clock; the test moves it by hand. */
  readonly clock: FakeClock;
  /** The token the gateways send; null signs out. */
  setToken(token: string | null): void;
  /** Messages passed to the session-expiry listener (code -2), in order. */
  readonly expiries: string[];
  close(): Promise<void>;
}

export type BackendFactory = () => Promise<ContractBackend>;

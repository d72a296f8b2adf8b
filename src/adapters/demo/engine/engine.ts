import type { Clock } from '../../../domain/shared/clock.port';
import { createCoreEngine, type CoreEngine } from './core-engine';
import type { EngineSettings } from './engine-settings';
import { emptyCoreState, type EngineState } from './engine-state';
import { parseEngineState } from './parse-engine-state';
import { authenticatorPart, type AuthenticatorMethods } from './parts/authenticator/authenticator.part';
import { securityPart, type SecurityMethods } from './parts/security/security.part';
import { balancesPart, type BalancesMethods } from './parts/balances/balances.part';
import { contractPart, type ContractMethods } from './parts/contract/contract.part';
import { convertPart, type ConvertMethods } from './parts/convert/convert.part';
import { depositPart, type DepositMethods } from './parts/deposit/deposit.part';
import { identityPart, type IdentityMethods } from './parts/identity/identity.part';
import { invitePart, type InviteMethods } from './parts/invite/invite.part';
import { helpPart, type HelpMethods } from './parts/help/help.part';
import { noticesPart, type NoticeMethods } from './parts/notices/notices.part';
import { ledgerPart, type LedgerMethods } from './parts/ledger/ledger.part';
import { productsPart, type ProductsMethods } from './parts/products/products.part';
import { spotPart, type SpotMethods } from './parts/spot/spot.part';
import { withdrawPart, type WithdrawMethods } from './parts/withdraw/withdraw.part';

export { DEFAULT_SEED } from './core-engine';
export type { AssetsResult } from './parts/balances/balances.part';

export interface ExchangeEngineOptions {
  clock: Clock;
  /** Seed of the market; ignored when `state` is given, as the state carries its own. */
  seed?: string;
  state?: EngineState;
  settings?: Partial<EngineSettings>;
}

/** The simulated exchange whole: the core with every part registered. */
export interface ExchangeEngine
  extends
    Omit<CoreEngine, 'state'>,
    BalancesMethods,
    ContractMethods,
    SpotMethods,
    DepositMethods,
    WithdrawMethods,
    ConvertMethods,
    ProductsMethods,
    LedgerMethods,
    IdentityMethods,
    AuthenticatorMethods,
    SecurityMethods,
    InviteMethods,
    HelpMethods,
    NoticeMethods {
  /** A copy of the whole state, for persistence (plain JSON). */
  state(): EngineState;
}

/** The engine of the reference server and the tests: every part registered from the start. */
export function createExchangeEngine(options: ExchangeEngineOptions): ExchangeEngine {
  return withAllParts(createCoreEngine(options));
}

/** Registers every part on a core engine (a demo exchange's, in tests) and answers all its calls. */
export function withAllParts(core: CoreEngine): ExchangeEngine {
  const whole = {
    ...core.with(balancesPart),
    ...core.with(contractPart),
    ...core.with(spotPart),
    ...core.with(depositPart),
    ...core.with(withdrawPart),
    ...core.with(convertPart),
    ...core.with(productsPart),
    ...core.with(ledgerPart),
    ...core.with(identityPart),
    ...core.with(authenticatorPart),
    ...core.with(securityPart),
    ...core.with(invitePart),
    ...core.with(helpPart),
    ...core.with(noticesPart),
  };
  // Every part has read its fields: the state holds them all, read and checked.
  return { ...whole, state: () => core.state() as unknown as EngineState };
}

/** A new exchange's whole state: the core's and every part's empty slice. */
export function emptyEngineState(seed: string): EngineState {
  const state = parseEngineState(emptyCoreState(seed));
  if (!state) throw new Error('A part reads no empty slice.');
  return state;
}

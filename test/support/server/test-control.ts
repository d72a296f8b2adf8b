import type { ServerResponse } from 'node:http';
import { isEngineError, type ExchangeEngine } from '../../../src/adapters/demo/engine';
import type { PayCoin } from '../../../src/domain/wallet/coins';
import type { Network } from '../../../src/domain/wallet/networks';
import { sendJson } from './respond';

/**
 * What a blockchain, a KYC reviewer or support staff would do to the simulated exchange,
 * for the e2e tests of http mode (no API path of the app does these): POST a JSON body to
 * - /__control/deposit {token, coin, network, amount}: a deposit arrives at the user's address;
 * - /__control/identity {token, authen, remark?}: the identity review's outcome (profile authen),
 *   approved (2) or rejected (3) with the remark the user reads;
 * - /__control/purchase-flag {token, canPurchase}: whether the user may buy products (profile
 *   canPurchase, '0' or '1');
 * - /__control/lift-address-locks {token}: the user's saved addresses are usable at once;
 * - /__control/product-days {token, days}: the user's product clock moves forward whole days
 *   (demo mode's "advance a day"), and the interest those days earn is paid.
 * Answers {code, msg, data} like the API.
 */
export const CONTROL_PREFIX = '/__control/';

type Body = Record<string, unknown>;

const textOf = (body: Body, key: string) => (typeof body[key] === 'string' ? body[key] : '');

const ACTIONS: Readonly<Record<string, (engine: ExchangeEngine, body: Body) => unknown>> = {
  deposit: (engine, body) =>
    engine.simulateDeposit(textOf(body, 'token'), {
      coin: textOf(body, 'coin') as PayCoin,
      network: textOf(body, 'network') as Network,
      amount: textOf(body, 'amount'),
    }),
  identity: (engine, body) =>
    engine.setIdentityStatus(textOf(body, 'token'), Number(body.authen), textOf(body, 'remark')),
  'purchase-flag': (engine, body) =>
    engine.setPurchaseFlag(textOf(body, 'token'), textOf(body, 'canPurchase')),
  'lift-address-locks': (engine, body) => engine.liftAddressLocks(textOf(body, 'token')),
  'product-days': (engine, body) => engine.advanceProductDays(textOf(body, 'token'), Number(body.days)),
};

export function testControl(engine: ExchangeEngine, path: string, text: string, res: ServerResponse): void {
  const action = ACTIONS[path.slice(CONTROL_PREFIX.length)];
  if (!action) return sendJson(res, 404, { error: 'Not Found', path });
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return sendJson(res, 400, { error: 'Expected a JSON object' });
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return sendJson(res, 400, { error: 'Expected a JSON object' });
  }
  try {
    sendJson(res, 200, { code: 1, msg: 'success', data: action(engine, body as Body) ?? null });
  } catch (error) {
    if (!isEngineError(error)) throw error;
    sendJson(res, 200, { code: error.code, msg: error.msg, data: null });
  }
}

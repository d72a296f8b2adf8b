import type { OrderRequest } from '../../../../../src/domain/contract/contract';
import { signUpFunded, startEngine } from '../../../../support/fixtures/engine';

/** A 60 s up position of 100 USDT on BTC: the order most seconds-contract tests open. */
export const BTC_UP: OrderRequest = {
  openAmount: '100',
  baseCoin: 'BTC',
  quoteCoin: 'USDT',
  positionTime: 60,
  tradeType: 1,
};

/** A signed-in trader whose real contract account holds `amount` USDT, moved from spot. */
export function funded(amount = '1000') {
  const harness = startEngine();
  const { token } = signUpFunded(harness.engine, 'trader@example.com', amount);
  return { ...harness, token };
}

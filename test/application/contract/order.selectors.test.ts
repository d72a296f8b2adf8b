import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { orderForm } from '../../../src/application/contract/order.machine';
import {
  selectAvailable,
  selectBaseCoin,
  selectFeeRate,
  selectQuoteCoin,
  selectSubmitting,
  selectTradeType,
} from '../../../src/application/contract/order.selectors';
import { provideForm } from '../../../src/application/shared/form.provide';
import { ContractAccount, TradeType } from '../../../src/domain/contract/contract';

describe('order selectors the contract screens read', () => {
  it('report the pair, pay coin, balance, fee rate and the direction being sent', () => {
    const machine = provideForm(orderForm, { send: () => new Promise(() => undefined) });
    const terms = {
      account: ContractAccount.demo,
      pendingAccount: null,
      durations: [{ second: 30, incomeRate: '0.8', openAmountMin: '1' }],
      feeRate: '0.001',
      available: '50',
      baseCoin: 'ETH',
      quoteCoin: 'USDC',
      priceHold: null,
      confirmReal: false,
    };
    const order = createActor(machine, { input: { terms } }).start();
    order.send({ type: 'submit', patch: { openAmount: '5', tradeType: TradeType.down } });
    const snapshot = order.getSnapshot();
    expect(selectSubmitting(snapshot)).toBe(true);
    expect([selectBaseCoin(snapshot), selectQuoteCoin(snapshot)]).toEqual(['ETH', 'USDC']);
    expect(selectAvailable(snapshot)).toBe('50');
    expect(selectFeeRate(snapshot)).toBe('0.001');
    expect(selectTradeType(snapshot)).toBe(TradeType.down);
  });
});

import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { orderMachine, type AccountOrder } from '../../../src/application/contract/order.machine';
import {
  selectAvailable,
  selectBaseCoin,
  selectFeeRate,
  selectQuoteCoin,
  selectTradeType,
} from '../../../src/application/contract/order.selectors';
import { ContractAccount, TradeType } from '../../../src/domain/contract/contract';

describe('order selectors the contract screens read', () => {
  it('report the pair, pay coin, balance, fee rate and the direction being sent', () => {
    const machine = orderMachine.provide({
      actors: { createOrder: fromPromise<undefined, AccountOrder>(() => new Promise(() => undefined)) },
    });
    const order = createActor(machine, { input: { baseCoin: 'BTC', quoteCoin: 'USDT' } }).start();
    order.send({
      type: 'config.loaded',
      account: ContractAccount.demo,
      durations: [{ second: 30, incomeRate: '0.8', openAmountMin: '1' }],
      feeRate: '0.001',
    });
    order.send({ type: 'pair.change', baseCoin: 'ETH', quoteCoin: 'USDC' });
    order.send({ type: 'balance.update', available: '50' });
    order.send({ type: 'amount.change', value: '5' });
    order.send({ type: 'submit', tradeType: TradeType.down });
    const snapshot = order.getSnapshot();
    expect(snapshot.matches('submitting')).toBe(true);
    expect([selectBaseCoin(snapshot), selectQuoteCoin(snapshot)]).toEqual(['ETH', 'USDC']);
    expect(selectAvailable(snapshot)).toBe('50');
    expect(selectFeeRate(snapshot)).toBe('0.001');
    expect(selectTradeType(snapshot)).toBe(TradeType.down);
  });
});

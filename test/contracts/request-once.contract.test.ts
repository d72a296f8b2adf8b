import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EntryStatus, TradeType } from '../../src/domain/contract/contract';
import { signUp } from '../support/fixtures/backend-accounts';
import type { ContractBackend } from '../support/fixtures/backend';
import { BACKENDS } from '../support/fixtures/backends';
import { expectSameDecimal, present } from './support/decimal';

const usdtIn = (rows: { currencyName: string; availableCurrency: string }[]) =>
  rows.find((row) => row.currencyName === 'USDT')?.availableCurrency ?? '0';

/** A money request sent again with its id (the user's press after a lost answer) is applied once. */
describe.each(BACKENDS)('money requests with a client request id (%s)', (_name, create) => {
  let backend: ContractBackend;
  beforeEach(async () => {
    backend = await create();
    await signUp(backend, 'once@example.com');
  });
  afterEach(() => backend.close());

  it('moves a transfer sent twice with one id once; another id moves it again', async () => {
    const { transfer, spotAccount } = backend.gateways;
    const request = { amount: '100', currency: 'USDT', type: 1 };
    await transfer.transfer(request, { requestId: 'transfer-1' });
    await transfer.transfer(request, { requestId: 'transfer-1' });
    expectSameDecimal(usdtIn(await spotAccount.balances()), '9900');
    await transfer.transfer(request, { requestId: 'transfer-2' });
    expectSameDecimal(usdtIn(await spotAccount.balances()), '9800');
  });

  it('places a spot order sent twice with one id once and answers the repeat with the same order', async () => {
    const { spot, spotAccount } = backend.gateways;
    const request = {
      baseCoin: 'DOGE',
      quoteCoin: 'USDT',
      side: 'buy',
      type: 'market',
      amount: '1000',
    } as const;
    const first = await spot.placeOrder(request, { requestId: 'order-1' });
    const balance = usdtIn(await spotAccount.balances());
    const repeat = await spot.placeOrder(request, { requestId: 'order-1' });
    expect(repeat).toEqual(first);
    expectSameDecimal(usdtIn(await spotAccount.balances()), balance);
    const other = await spot.placeOrder(request, { requestId: 'order-2' });
    expect(other.id).not.toBe(first.id);
  });

  it('opens one position for a seconds-contract order sent twice with one id', async () => {
    const { contract, transfer } = backend.gateways;
    await transfer.transfer({ amount: '1000', currency: 'USDT', type: 1 });
    const first = present((await contract.durationConfig())[0], 'first duration');
    const order = {
      openAmount: first.openAmountMin,
      baseCoin: 'BTC',
      quoteCoin: 'USDT',
      positionTime: first.second,
      tradeType: TradeType.up,
    };
    await contract.createOrder(order, { requestId: 'up-1' });
    const balance = usdtIn((await contract.assets()).list);
    await contract.createOrder(order, { requestId: 'up-1' });
    expectSameDecimal(usdtIn((await contract.assets()).list), balance);
    const holding = () => contract.orders({ pageNo: 1, pageSize: 10, entryStatus: EntryStatus.holding });
    expect((await holding()).sum).toBe(1);
    await contract.createOrder(order, { requestId: 'up-2' });
    expect((await holding()).sum).toBe(2);
  });
});

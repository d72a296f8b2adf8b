import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { EntryStatus, TradeType, type ContractOrder } from '../../../../../src/domain/contract/contract';
import { orderView } from '../../../../../src/ui/features/contract/positions/order-view';

const intl = createIntl({ locale: 'en-US', messages: {}, onError: () => undefined });

const order = (overrides: Partial<ContractOrder> = {}): ContractOrder => ({
  id: '7',
  openAmount: '5',
  baseCoin: 'BTC',
  quoteCoin: 'USDT',
  positionTime: 30,
  tradeType: TradeType.up,
  entryStatus: EntryStatus.holding,
  incomeRate: '0.8',
  fee: '0.005',
  entryPrice: '94411.7612',
  settlementPrice: null,
  openedAt: 1_700_000_000_000,
  settlesAt: 1_700_000_030_000,
  payout: null,
  priceSource: 'Simulated feed',
  ...overrides,
});

describe('a position as the lists show it', () => {
  it('shows a holding order with its SPEC status word, cut pair price and no outcome', () => {
    const view = orderView(intl, order());
    expect(view).toMatchObject({
      status: 'Holding position',
      entryPrice: '94,411.76',
      result: null,
      settledAt: null,
      amount: '5.00 USDT',
      direction: 'Up',
    });
  });

  it('shows a settled order with its signed result (fee included) from the two feed prices, payout second', () => {
    const won = orderView(
      intl,
      order({ entryStatus: EntryStatus.completed, settlementPrice: '94500', payout: '9' }),
    );
    expect(won).toMatchObject({ status: 'Completed', settlementPrice: '94,500.00' });
    expect(won.result).toEqual({
      tone: 'ct-up',
      outcome: 'Won',
      headline: 'Won +3.99 USDT',
      payout: 'Payout 9.00 USDT',
    });
    const lost = orderView(
      intl,
      order({
        tradeType: TradeType.down,
        entryStatus: EntryStatus.liquidated,
        settlementPrice: '94500',
        payout: '0',
      }),
    );
    expect(lost).toMatchObject({ status: 'Been liquidated', direction: 'Down' });
    expect(lost.result).toMatchObject({ tone: 'ct-down', headline: 'Lost -5.00 USDT' });
  });
});

describe('a position from a server that sends only the SPEC fields', () => {
  const minimal = (overrides: Partial<ContractOrder> = {}) =>
    order({
      incomeRate: null,
      entryPrice: null,
      openedAt: null,
      settlesAt: null,
      priceSource: '',
      ...overrides,
    });

  it('shows `--` for the prices and times it was not sent', () => {
    const view = orderView(intl, minimal());
    expect(view).toMatchObject({ holding: true, entryPrice: '--', openedAt: '--', settlesAt: null });
  });

  it('tells a loss by entryStatus 2, paying nothing, and a tie by the stake paid back', () => {
    const lost = orderView(intl, minimal({ entryStatus: EntryStatus.liquidated }));
    expect(lost).toMatchObject({ lost: true });
    expect(lost.result).toMatchObject({ outcome: 'Lost', payout: 'Payout 0.00 USDT' });
    // A tie returns the stake, so the fee is what it cost.
    expect(
      orderView(intl, minimal({ entryStatus: EntryStatus.completed, payout: '5' })).result,
    ).toMatchObject({
      outcome: 'Stake returned',
      headline: 'Stake returned -0.00 USDT',
    });
  });

  it('says only the status word for a completed order with neither prices nor payout', () => {
    const view = orderView(intl, minimal({ entryStatus: EntryStatus.completed }));
    expect(view).toMatchObject({ status: 'Completed', lost: false, result: null });
  });
});

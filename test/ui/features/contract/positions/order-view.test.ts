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
      outcome: null,
      settledAt: null,
      amount: '5.00000000 USDT',
      direction: 'Up',
    });
  });

  it('shows a settled order with its outcome from the two feed prices, payout and source', () => {
    const won = orderView(
      intl,
      order({ entryStatus: EntryStatus.completed, settlementPrice: '94500', payout: '9' }),
    );
    expect(won).toMatchObject({ status: 'Completed', outcome: 'Won', settlementPrice: '94,500.00' });
    expect(won.payout).toBe('9.00000000 USDT');
    const lost = orderView(
      intl,
      order({
        tradeType: TradeType.down,
        entryStatus: EntryStatus.liquidated,
        settlementPrice: '94500',
        payout: '0',
      }),
    );
    expect(lost).toMatchObject({ status: 'Been liquidated', outcome: 'Lost', direction: 'Down' });
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
    expect(orderView(intl, minimal({ entryStatus: EntryStatus.liquidated }))).toMatchObject({
      outcome: 'Lost',
      lost: true,
      payout: '0.00000000 USDT',
    });
    expect(orderView(intl, minimal({ entryStatus: EntryStatus.completed, payout: '5' })).outcome).toBe(
      'Stake returned',
    );
  });

  it('says only the status word for a completed order with neither prices nor payout', () => {
    const view = orderView(intl, minimal({ entryStatus: EntryStatus.completed }));
    expect(view).toMatchObject({ outcome: 'Completed', lost: false, payout: null });
  });
});

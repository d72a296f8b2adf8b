import { describe, expect, it } from 'vitest';
import { startSpotAccount } from '../../../src/application/shared/spot-account.machine';
import {
  selectSpotAccountError,
  selectSpotAccountLoading,
  selectSpotAvailable,
  selectSpotRows,
} from '../../../src/application/shared/spot-account.selectors';
import type { BalanceRow } from '../../../src/domain/wallet/balances';
import { lost } from '../../support/fixtures/gateway-failures';

const usdt = (available: string): BalanceRow[] => [
  { currencyName: 'USDT', availableCurrency: available, frozenCurrency: '0' },
];
const flush = async () => {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
};

function start(answers: (BalanceRow[] | Error)[]) {
  let reads = 0;
  const account = startSpotAccount({
    gateway: {
      balances: async () => {
        const answer = answers[Math.min(reads, answers.length - 1)];
        reads += 1;
        if (answer instanceof Error) throw answer;
        return answer ?? [];
      },
    },
  });
  return { account, reads: () => reads };
}

describe('the app-wide spot account', () => {
  it('fetches nothing until a screen asks, then once however many screens ask', async () => {
    const { account, reads } = start([usdt('10')]);
    await flush();
    expect(reads()).toBe(0);
    account.send({ type: 'load' });
    account.send({ type: 'load' });
    expect(selectSpotAccountLoading(account.getSnapshot())).toBe(true);
    await flush();
    account.send({ type: 'load' });
    await flush();
    expect(reads()).toBe(1);
    expect(selectSpotAvailable('USDT')(account.getSnapshot())).toBe('10');
    expect(selectSpotAvailable('BTC')(account.getSnapshot())).toBe('0');
  });

  it('asks again after money moved, keeping the figures shown until the answer', async () => {
    const { account } = start([usdt('10'), usdt('4')]);
    account.send({ type: 'load' });
    await flush();
    account.send({ type: 'reload' });
    expect(selectSpotRows(account.getSnapshot())).toEqual(usdt('10'));
    await flush();
    expect(selectSpotRows(account.getSnapshot())).toEqual(usdt('4'));
  });

  it('tells a failure, keeps the last rows, and the next screen to ask tries again', async () => {
    const { account, reads } = start([usdt('10'), lost('network'), usdt('7')]);
    account.send({ type: 'load' });
    await flush();
    account.send({ type: 'reload' });
    await flush();
    expect(selectSpotAccountError(account.getSnapshot())).toEqual({ kind: 'network' });
    expect(selectSpotRows(account.getSnapshot())).toEqual(usdt('10'));
    account.send({ type: 'load' });
    await flush();
    expect(reads()).toBe(3);
    expect(selectSpotRows(account.getSnapshot())).toEqual(usdt('7'));
  });

  it('forgets the balances when the session ends', async () => {
    const { account } = start([usdt('10')]);
    account.send({ type: 'load' });
    await flush();
    account.send({ type: 'clear' });
    expect(selectSpotRows(account.getSnapshot())).toBeNull();
    expect(account.getSnapshot().value).toBe('idle');
  });
});

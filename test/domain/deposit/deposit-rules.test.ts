import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PAY_COINS } from '../../../src/domain/wallet/coins';
import { type DepositRecord, DepositStatus } from '../../../src/domain/deposit/deposit';
import {
  confirmationProgress,
  DepositProblem,
  MAX_SIMULATED_DEPOSIT,
  simulatedDepositProblem,
} from '../../../src/domain/deposit/deposit-rules';
import type { SimulatedDeposit } from '../../../src/domain/deposit/deposit';
import { NETWORKS, carries, NETWORKS_BY_COIN, needsMemo } from '../../../src/domain/wallet/networks';

const anything = fc.oneof(fc.string(), fc.integer(), fc.constant(null), fc.constant(undefined), fc.object());
const amount = fc
  .tuple(fc.integer({ min: 0, max: 999_999 }), fc.integer({ min: 0, max: 99_999_999 }))
  .filter(([whole, fraction]) => whole > 0 || fraction > 0)
  .map(([whole, fraction]) => `${whole}.${String(fraction).padStart(8, '0')}`);
const carried = fc.constantFrom(
  ...PAY_COINS.flatMap((coin) => NETWORKS_BY_COIN[coin].map((network) => ({ coin, network }))),
);

describe('deposit rules', () => {
  it('accepts any positive amount of at most 8 decimals up to the limit on a network that carries the coin', () => {
    fc.assert(
      fc.property(
        carried,
        amount,
        (pair, value) => void expect(simulatedDepositProblem({ ...pair, amount: value })).toBeNull(),
      ),
    );
  });

  it('refuses zero, negatives, nine decimals, exponents and words', () => {
    const bad = fc.oneof(
      fc.constantFrom('0', '0.00000000', '-1', '1.000000001', '1e3', '', ' ', 'ten', '.5'),
      fc.integer({ min: 1, max: 100 }).map((n) => `-${n}`),
    );
    fc.assert(
      fc.property(
        carried,
        bad,
        (pair, value) =>
          void expect(simulatedDepositProblem({ ...pair, amount: value })).toBe(DepositProblem.amount),
      ),
    );
  });

  it('refuses more than the simulation limit', () => {
    expect(
      simulatedDepositProblem({ coin: 'USDT', network: 'TRC20', amount: MAX_SIMULATED_DEPOSIT }),
    ).toBeNull();
    expect(simulatedDepositProblem({ coin: 'USDT', network: 'TRC20', amount: '1000000.00000001' })).toBe(
      DepositProblem.tooLarge,
    );
  });

  it('refuses a network that does not carry the coin, and never throws on any input', () => {
    expect(simulatedDepositProblem({ coin: 'USDC', network: 'TON', amount: '1' })).toBe(
      DepositProblem.network,
    );
    fc.assert(
      fc.property(anything, anything, anything, (coin, network, value) => {
        const request = { coin, network, amount: value } as unknown as SimulatedDeposit;
        const problem = simulatedDepositProblem(request);
        if (!carries(coin, network)) expect(problem).toBe(DepositProblem.network);
      }),
    );
  });

  it('asks for a memo on TON only', () => {
    expect(NETWORKS.filter(needsMemo)).toEqual(['TON']);
  });

  it('counts confirmations of a pending deposit only, never past the required number', () => {
    const record = (over: Partial<DepositRecord>): DepositRecord => ({
      id: '1',
      coin: 'USDT',
      network: 'TRC20',
      amount: '1',
      status: DepositStatus.pending,
      createdAt: 0,
      txHash: null,
      confirmations: 3,
      required: 12,
      ...over,
    });
    fc.assert(
      fc.property(fc.integer({ min: -5, max: 40 }), (count) => {
        const progress = confirmationProgress(record({ confirmations: count }));
        expect(progress?.required).toBe(12);
        expect(progress?.done).toBe(Math.min(Math.max(count, 0), 12));
      }),
    );
    expect(confirmationProgress(record({ confirmations: null }))).toBeNull();
    expect(confirmationProgress(record({ status: DepositStatus.finished }))).toBeNull();
  });
});

import type { DurationConfig } from '../../../../../domain/contract/contract';

/** The contract books: the real seconds-contract account and the virtual demo account. */
export type ContractBook = 'contract' | 'demo';

export interface ContractSettings {
  /** Demo top-up amounts; the first is what a demo account starts with. */
  demoAmounts: readonly string[];
  durations: Readonly<Record<ContractBook, readonly DurationConfig[]>>;
}

export const CONTRACT_SETTINGS: ContractSettings = {
  demoAmounts: ['10000', '50000', '100000'],
  durations: {
    contract: [
      { second: 30, incomeRate: '0.8', openAmountMin: '10' },
      { second: 60, incomeRate: '0.85', openAmountMin: '10' },
      { second: 180, incomeRate: '0.9', openAmountMin: '50' },
      { second: 300, incomeRate: '0.95', openAmountMin: '100' },
    ],
    // Practice money: lower minimums, same payouts, so the demo teaches the real thing.
    demo: [
      { second: 30, incomeRate: '0.8', openAmountMin: '1' },
      { second: 60, incomeRate: '0.85', openAmountMin: '1' },
      { second: 180, incomeRate: '0.9', openAmountMin: '5' },
      { second: 300, incomeRate: '0.95', openAmountMin: '10' },
    ],
  },
};

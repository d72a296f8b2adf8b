/**
 * A new-coin project as the demo exchange seeds it. Its window is in whole days from the
 * exchange's projects epoch (the start of the day its products first ran), so a fresh exchange
 * always has one project open, one to come and one closed, whatever the date.
 */
export interface ProjectOffer {
  id: string;
  coin: string;
  name: string;
  price: string;
  totalSupply: string;
  minPerUser: string;
  maxPerUser: string;
  startDay: number;
  endDay: number;
  rules: string;
  /** What other investors committed (the simulated crowd): part of the pro-rata base. */
  crowd: string;
}

export interface SubscriptionSettings {
  projects: readonly ProjectOffer[];
}

const RULES =
  'Commit USDT while the project is open. At its end the coins are allocated at the price; ' +
  'when more is committed than the supply is worth, each gets a pro-rata share and the rest ' +
  'is refunded to spot.';

export const SUBSCRIPTION_SETTINGS: SubscriptionSettings = {
  projects: [
    {
      id: 'nova',
      coin: 'NOVA',
      name: 'Nova Network',
      price: '0.5',
      totalSupply: '1000000',
      minPerUser: '10',
      maxPerUser: '5000',
      startDay: -1,
      endDay: 3,
      rules: RULES,
      crowd: '12000',
    },
    {
      // A small supply: a large commitment oversubscribes it, so its allocation is pro rata.
      id: 'lumen',
      coin: 'LUMEN',
      name: 'Lumen Protocol',
      price: '2',
      totalSupply: '1000',
      minPerUser: '10',
      maxPerUser: '3000',
      startDay: -1,
      endDay: 3,
      rules: RULES,
      crowd: '1000',
    },
    {
      // Open long after the others end, so a visitor always finds an open project.
      id: 'aster',
      coin: 'ASTER',
      name: 'Aster Chain',
      price: '0.1',
      totalSupply: '5000000',
      minPerUser: '20',
      // Above the welcome balance: the limit is not what stops a commitment larger than spot.
      maxPerUser: '20000',
      startDay: -1,
      endDay: 30,
      rules: RULES,
      crowd: '40000',
    },
    {
      id: 'orbit',
      coin: 'ORBIT',
      name: 'Orbit Finance',
      price: '1',
      totalSupply: '200000',
      minPerUser: '50',
      maxPerUser: '10000',
      startDay: 5,
      endDay: 9,
      rules: RULES,
      crowd: '0',
    },
    {
      id: 'atlas',
      coin: 'ATLAS',
      name: 'Atlas Storage',
      price: '0.25',
      totalSupply: '400000',
      minPerUser: '10',
      maxPerUser: '5000',
      startDay: -10,
      endDay: -3,
      rules: RULES,
      crowd: '150000',
    },
  ],
};

import type { SessionStore } from '../../domain/session/session.port';

/**
 * Input port, demo mode only: the simulated exchange keeps its users, balances and orders
 * in this browser, and a user may want to start over.
 */
export interface DemoDataControl {
  /** Forgets every demo account, balance and order, and signs the user out. */
  reset(): void;
}

export interface DemoDataDeps {
  /** The simulated exchange, to be emptied. */
  exchange: { reset(): void };
  sessions: SessionStore;
}

export function createDemoDataControl({ exchange, sessions }: DemoDataDeps): DemoDataControl {
  return {
    reset: () => {
      exchange.reset();
      // The signed-in user no longer exists in the fresh exchange.
      sessions.clear();
    },
  };
}

/**
 * Input port, demo mode only: the simulated exchange keeps its users, balances and orders
 * in this browser, and a user may want to start over.
 */
export interface DemoDataControl {
  /** Forgets every demo account, balance and order, and signs the user out. */
  reset(): void;
}

import { useSettlementNotices } from '../../features/contract/positions/use-settlement-notices';

/** A settled position as a toast when the Trade tab (the contract screen) is not shown. */
export function SettlementNotices() {
  useSettlementNotices('/trade');
  return null;
}

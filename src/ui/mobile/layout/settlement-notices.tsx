import { useSettlementNotices } from '../../features/contract/positions/use-settlement-notices';

/** A settled position as a toast, on every screen. */
export function SettlementNotices() {
  useSettlementNotices();
  return null;
}

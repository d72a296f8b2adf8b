import { useSettlementNotices } from '../../features/contract/positions/use-settlement-notices';
import { pcPath } from '../routes/desktop-routes';

/** A settled position as a toast when /pc/scontract is not shown. */
export function SettlementNotices() {
  useSettlementNotices(pcPath('/scontract'));
  return null;
}

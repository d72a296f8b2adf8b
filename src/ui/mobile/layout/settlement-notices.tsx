import { useCallback } from 'react';
import { useSettlementNotices } from '../../features/contract/positions/use-settlement-notices';
import { showToast } from '../shared/show-toast';
import { TOAST_DURATION_MS } from '../shared/use-soon-toast';

/** A settled position as a toast when the Trade tab (the contract screen) is not shown. */
export function SettlementNotices() {
  const show = useCallback((text: string, won: boolean) => {
    showToast({ content: text, icon: won ? 'success' : 'fail', duration: TOAST_DURATION_MS });
  }, []);
  useSettlementNotices('/trade', show);
  return null;
}

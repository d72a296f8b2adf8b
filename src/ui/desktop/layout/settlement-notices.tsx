import { App } from 'antd';
import { useCallback } from 'react';
import { useSettlementNotices } from '../../features/contract/positions/use-settlement-notices';
import { pcPath } from '../routes/desktop-routes';

/** SPEC section 9: toasts last 2000 ms. */
const TOAST_SECONDS = 2;

/** A settled position as an antd message when /pc/scontract is not shown. */
export function SettlementNotices() {
  const { message } = App.useApp();
  const show = useCallback(
    (text: string, won: boolean) =>
      void message.open({ type: won ? 'success' : 'error', content: text, duration: TOAST_SECONDS }),
    [message],
  );
  useSettlementNotices(pcPath('/scontract'), show);
  return null;
}

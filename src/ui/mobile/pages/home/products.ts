import { defineMessages } from 'react-intl';
import { circle } from '../../layout/line-icon';
import { MY_ICONS } from '../my/my-icons';

export const productMessages = defineMessages({
  spot: { id: 'mobile.product.spot', defaultMessage: 'Spot trading' },
  seconds: { id: 'mobile.product.seconds', defaultMessage: 'Seconds contract' },
  subscribe: { id: 'mobile.product.subscribe', defaultMessage: 'Subscribe' },
  finance: { id: 'mobile.product.finance', defaultMessage: 'Finance' },
  mining: { id: 'mobile.product.mining', defaultMessage: 'Mining' },
  pool: { id: 'mobile.product.pool', defaultMessage: 'Pool' },
  fund: { id: 'mobile.product.fund', defaultMessage: 'Fund' },
  deposit: { id: 'mobile.product.deposit', defaultMessage: 'Deposit' },
  withdraw: { id: 'mobile.product.withdraw', defaultMessage: 'Withdraw' },
  flash: { id: 'mobile.product.flash', defaultMessage: 'Flash exchange' },
  invite: { id: 'mobile.product.invite', defaultMessage: 'Invite' },
  help: { id: 'mobile.product.help', defaultMessage: 'Help centre' },
});

export type ProductKey = keyof typeof productMessages;

export interface Product {
  key: ProductKey;
  /** 24x24 stroked path data. */
  icon: string;
  /** The screen it opens; without one the entry says the screen opens soon. */
  to?: string;
}

/** The home screen's product entries (SPEC section 1), in display order. */
export const PRODUCTS: readonly Product[] = [
  // Spot trading of the default pair (SPEC: BTC/USDT); /trade is the seconds contract.
  { key: 'spot', icon: 'M7 3v18M17 3v18M5 7h4v9H5zM15 6h4v6h-4z', to: '/coin/btcusdt' },
  { key: 'seconds', icon: `${circle(12, 13, 8)}M12 9v4l3 2M9 2h6`, to: '/trade' },
  {
    key: 'subscribe',
    icon: 'M12 3l2.6 5.6 6 .7-4.5 4.1 1.2 6L12 16.5l-5.3 2.9 1.2-6-4.5-4.1 6-.7z',
    to: '/subscribe',
  },
  { key: 'finance', icon: `M19 5L5 19${circle(7, 7, 2.5)}${circle(17, 17, 2.5)}`, to: '/finance' },
  // Mining and pool are one product (domain/products/products.ts): both open it.
  { key: 'mining', icon: 'M4 20l9-9M13 4l7 7M10.5 6.5l7 7M12 5l2-2 7 7-2 2', to: '/mining' },
  { key: 'pool', icon: 'M12 3s6 7 6 11a6 6 0 0 1-12 0c0-4 6-11 6-11z', to: '/mining' },
  { key: 'fund', icon: 'M11 4a8 8 0 1 0 9 9h-9zM14 2.5a8 8 0 0 1 7.5 7.5H14z', to: '/fund' },
  { key: 'deposit', icon: 'M12 3v12M7 10l5 5 5-5M4 20h16', to: '/account/recharge' },
  { key: 'withdraw', icon: 'M12 15V3M7 8l5-5 5 5M4 20h16', to: '/account/withdraw' },
  { key: 'flash', icon: 'M13 2L4 14h7l-1 8 9-12h-7z', to: '/account/dui' },
  { key: 'invite', icon: MY_ICONS.invite, to: '/invite' },
  { key: 'help', icon: MY_ICONS.help, to: '/help' },
];

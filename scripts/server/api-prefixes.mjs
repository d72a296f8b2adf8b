/** Path prefixes of the API (SPEC section 7: the mobile bases and the desktop /bb/app; /withdraw, /recharge, /spot, /wallet, /convert and /product are assumed). */
export const API_PREFIXES = [
  '/bb',
  '/api',
  '/user',
  '/contract',
  '/huobi',
  '/paramter',
  '/index',
  '/withdraw',
  '/spot',
  '/wallet',
  '/convert',
  '/recharge',
  '/product',
];

// The top-level routes of both form factors, each with the JS (gzip KB) it may load before it
// is usable, and the routes Lighthouse and axe visit. A new feature loads only on its own
// routes: its budget is set here when it lands, and `/` never grows (DESIGN section 4).
// Routes that need a session are measured signed out, as a visitor first meets them.
export const ROUTE_BUDGETS = [
  { form: 'mobile', path: '/', kb: 240 },
  { form: 'mobile', path: '/market', kb: 245 },
  { form: 'mobile', path: '/market/btcusdt', kb: 480 },
  { form: 'mobile', path: '/trade', kb: 250 },
  { form: 'mobile', path: '/assets', kb: 250 },
  { form: 'mobile', path: '/my', kb: 245 },
  { form: 'mobile', path: '/login', kb: 250 },
  { form: 'desktop', path: '/pc/main', kb: 400 },
  { form: 'desktop', path: '/pc/market', kb: 400 },
  { form: 'desktop', path: '/pc/trade', kb: 620 },
  { form: 'desktop', path: '/pc/scontract', kb: 620 },
  { form: 'desktop', path: '/pc/finance/list', kb: 400 },
  { form: 'desktop', path: '/pc/subscribe/list', kb: 400 },
  { form: 'desktop', path: '/pc/pool/list', kb: 400 },
  { form: 'desktop', path: '/pc/fund/list', kb: 400 },
  { form: 'desktop', path: '/pc/account/assert/2', kb: 400 },
  { form: 'desktop', path: '/pc/setting/safty', kb: 400 },
  { form: 'desktop', path: '/pc/login/login', kb: 400 },
  { form: 'desktop', path: '/pc/about/us', kb: 400 },
];

/** Lighthouse performance floors (DESIGN section 4); null: reported, not judged. */
export const LIGHTHOUSE_ROUTES = [
  { form: 'mobile', path: '/', minScore: 90 },
  { form: 'mobile', path: '/market', minScore: null },
  { form: 'mobile', path: '/trade', minScore: null },
  { form: 'desktop', path: '/pc/main', minScore: 95, maxCls: 0.02 },
  { form: 'desktop', path: '/pc/trade', minScore: null },
  { form: 'desktop', path: '/pc/scontract', minScore: null },
];

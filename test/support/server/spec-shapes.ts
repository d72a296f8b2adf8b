import type { Reply } from './route-types';

/**
 * The reference server's SPEC-exact mode (`--spec-shapes`): each answer whose fields SPEC
 * sections 3 and 7 list is cut down to exactly those fields, as a backend that sends no
 * more than the SPEC would. The app's readers must work on what is left. Answers whose
 * fields the SPEC does not show (asset records, deals, notices, email-code receipts) keep
 * the reference server's own shape: there is nothing to be exact to. Deals are the one
 * exception: SPEC section 7 says only "list of deals", so this mode sends Huobi's trade
 * fields without the trade id, which the SPEC never promises.
 */
type Shape = (reply: Reply) => Reply;

type Row = Record<string, unknown>;

const isRow = (value: unknown): value is Row =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function pick(value: unknown, fields: readonly string[]): unknown {
  if (!isRow(value)) return value;
  return Object.fromEntries(fields.filter((field) => field in value).map((field) => [field, value[field]]));
}

const pickEach = (value: unknown, fields: readonly string[]) =>
  Array.isArray(value) ? value.map((row) => pick(row, fields)) : value;

/** A Huobi-shaped answer ({status, data | tick}) reshaped by `body`. */
const raw =
  (body: (value: Row) => Row): Shape =>
  (reply) =>
    reply.kind === 'raw' && isRow(reply.body) ? { kind: 'raw', body: body(reply.body) } : reply;

/** An envelope answer ({code, msg, data}) with its data reshaped. */
const data =
  (shape: (value: unknown) => unknown): Shape =>
  (reply) =>
    reply.kind === 'envelope' ? { ...reply, data: shape(reply.data) } : reply;

/** SPEC section 3 "Market ticker": open, close, high, low, vol of the tick. */
const TICK = ['open', 'close', 'high', 'low', 'vol'] as const;
/** SPEC section 7 getKline: candles (id, open, close, high, low, vol); no `amount`, no `ts`. */
const CANDLE = ['id', 'open', 'close', 'high', 'low', 'vol'] as const;
/** SPEC section 7 getMarketTrade, "list of deals": Huobi's trade fields, no trade id. */
const DEAL = ['ts', 'price', 'amount', 'direction'] as const;
/** SPEC section 3 "Seconds-contract order": the request's fields and entryStatus, nothing else. */
const ORDER = ['openAmount', 'baseCoin', 'quoteCoin', 'positionTime', 'tradeType', 'entryStatus'] as const;
/** SPEC section 3 "Contract asset". */
const ASSET = ['currencyName', 'availableCurrency', 'frozenCurrency'] as const;
/** SPEC section 3 "Seconds-contract config item". */
const DURATION = ['second', 'incomeRate', 'openAmountMin'] as const;
/** SPEC section 3 "User session" (the server side of it). */
const PROFILE = [
  'userId',
  'email',
  'langType',
  'canPurchase',
  'avatar',
  'invitationCode',
  'isAssert',
  'authen',
  'idCard',
  'idCardPhotoPositive',
  'idCardPhotoReverseSide',
  'realName',
  'remark',
  'googleBind',
  'sysUserName',
  'customerServiceUrl',
] as const;
/** SPEC section 3 "List responses". */
const listOf =
  (fields: readonly string[]) =>
  (value: unknown): unknown =>
    isRow(value)
      ? { ...(pick(value, ['totalRow', 'sum']) as Row), list: pickEach(value.list, fields) }
      : value;

/**
 * Spot answers (every path assumed, the SPEC shows none): what a minimal real backend sends.
 * An order: what identifies, sizes and prices it, its fills, fee, status and time; no
 * running quote total, no update time. A trade: no maker flag. A balance: all three fields.
 */
const SPOT_ORDER = [
  'id',
  'baseCoin',
  'quoteCoin',
  'side',
  'type',
  'price',
  'amount',
  'filledAmount',
  'averagePrice',
  'fee',
  'status',
  'createdAt',
] as const;
const SPOT_TRADE = [
  'id',
  'orderId',
  'baseCoin',
  'quoteCoin',
  'side',
  'price',
  'amount',
  'total',
  'fee',
  'createdAt',
] as const;
const SPOT_BALANCE = ['currency', 'available', 'frozen'] as const;

const orders = data(listOf(ORDER));
const assets = data((value) => pickEach(value, ASSET));
const durations = data((value) => pickEach(value, DURATION));

/**
 * The assumed deposit and withdraw calls (api-paths.ts): the SPEC lists none of their
 * fields, so this mode keeps only what a minimal real backend would send: no deposit
 * counter (txHash, confirmations, required), no echo of coin and network with an address,
 * no review remark. The app must still work on that.
 */
const DEPOSIT_ADDRESS = ['address', 'memo', 'minDeposit'] as const;
const DEPOSIT_RECORD = ['id', 'coin', 'network', 'amount', 'status', 'createdAt'] as const;
const WITHDRAW_CONFIG = ['coin', 'network', 'fee', 'minAmount'] as const;
const WITHDRAWAL = ['id', 'coin', 'network', 'address', 'amount', 'fee', 'status', 'createdAt'] as const;

/** Route key `group.name` (the API table's) to its SPEC-exact shape. */
export const SPEC_SHAPES: Readonly<Record<string, Shape>> = {
  'market.kline': raw((body) => ({ status: body.status, data: pickEach(body.data, CANDLE) })),
  'market.depth': raw((body) => ({
    status: body.status,
    tick: pick(body.tick, ['bids', 'asks']),
  })),
  'market.deals': raw((body) => ({ status: body.status, data: pickEach(body.data, DEAL) })),
  'market.ticker': raw((body) => ({ status: body.status, tick: pick(body.tick, TICK) })),
  'market.tickersByQuote': raw((body) => ({
    status: body.status,
    data: Array.isArray(body.data)
      ? body.data.map((row: unknown) =>
          isRow(row) ? { baseCoin: row.baseCoin, logo: row.logo, tick: pick(row.tick, TICK) } : row,
        )
      : body.data,
  })),
  'user.login': data((value) => pick(value, ['userId', 'token'])),
  'user.info': data((value) => pick(value, PROFILE)),
  // The SPEC shows the call but no answer: a minimal backend says yes or no in code and msg.
  'user.emailVerification': data(() => null),
  'params.param': data((value) => pick(value, ['valueName'])),
  'params.customer': data((value) => pick(value, ['customerEmail', 'customerWs', 'customerTelegram'])),
  'contract.orders': orders,
  'demoContract.orders': orders,
  'contract.assets': assets,
  'demoContract.assets': assets,
  'wallet.spotAccount': assets,
  'spot.placeOrder': data((value) => pick(value, SPOT_ORDER)),
  'spot.cancelOrder': data((value) => pick(value, SPOT_ORDER)),
  'spot.openOrders': data(listOf(SPOT_ORDER)),
  'spot.orderHistory': data(listOf(SPOT_ORDER)),
  'spot.trades': data(listOf(SPOT_TRADE)),
  'spot.balances': data((value) => pickEach(value, SPOT_BALANCE)),
  'contract.durationConfig': durations,
  'demoContract.durationConfig': durations,
  'deposit.address': data((value) => pick(value, DEPOSIT_ADDRESS)),
  'deposit.records': data(listOf(DEPOSIT_RECORD)),
  'withdraw.config': data((value) => pickEach(value, WITHDRAW_CONFIG)),
  'withdraw.apply': data((value) => pick(value, WITHDRAWAL)),
  'withdraw.records': data(listOf(WITHDRAWAL)),
};

/**
 * Assumed paths: the SPEC lists nothing, so these are what a minimal real backend would send
 * (api-paths.ts notes each): the figures the screen shows and confirms, nothing more.
 */
const EXCHANGE_COIN = ['coin', 'minAmount'] as const;
const QUOTE = ['id', 'rate', 'fee', 'toAmount', 'expiresAt'] as const;
const EXCHANGE = ['id', 'fromCoin', 'toCoin', 'fromAmount', 'toAmount', 'rate', 'fee', 'createdAt'] as const;
const LEDGER_ENTRY = ['id', 'account', 'currency', 'amount', 'balance', 'type', 'createdAt'] as const;
// What a product page states before the user confirms: the rate, how it pays, the term, the
// limits and the early-exit terms; the window and the per-user cap are optional.
const PRODUCT = [
  'id',
  'kind',
  'name',
  'coin',
  'dailyRate',
  'payout',
  'termDays',
  'minAmount',
  'capacity',
  'sold',
  'early',
] as const;
const HOLDING = [
  'id',
  'productId',
  'kind',
  'name',
  'coin',
  'amount',
  'dailyRate',
  'payout',
  'termDays',
  'interestPaid',
  'status',
  'startedAt',
  'maturesAt',
  'endedAt',
] as const;
// What the detail page states before the user commits; the rules text is optional.
const PROJECT = [
  'id',
  'coin',
  'name',
  'price',
  'totalSupply',
  'minPerUser',
  'maxPerUser',
  'startsAt',
  'endsAt',
  'committed',
  'allocatedAt',
] as const;
const SUBSCRIPTION = [
  'id',
  'projectId',
  'coin',
  'amount',
  'allocated',
  'refunded',
  'status',
  'createdAt',
] as const;
const pageOf = (fields: readonly string[]) =>
  data((value) => (isRow(value) ? { sum: value.sum, list: pickEach(value.list, fields) } : value));

export const ASSUMED_SHAPES: Readonly<Record<string, Shape>> = {
  'convert.config': data((value) => (isRow(value) ? { coins: pickEach(value.coins, EXCHANGE_COIN) } : value)),
  'convert.quote': data((value) => pick(value, QUOTE)),
  'convert.execute': data((value) => pick(value, ['id'])),
  'convert.records': pageOf(EXCHANGE),
  'ledger.entries': pageOf(LEDGER_ENTRY),
  'ledger.filters': data((value) => pick(value, ['types', 'coins'])),
  'products.list': data((value) => pickEach(value, PRODUCT)),
  'products.purchase': data((value) => pick(value, HOLDING)),
  'products.holdings': pageOf(HOLDING),
  'products.redeem': data((value) => pick(value, HOLDING)),
  'products.projects': data((value) => pickEach(value, PROJECT)),
  'products.project': data((value) => pick(value, PROJECT)),
  'products.subscribe': data((value) => pick(value, SUBSCRIPTION)),
  'products.subscriptions': pageOf(SUBSCRIPTION),
};

/** The reply as a SPEC-exact backend would send it. */
export function toSpecShape(routeKey: string, reply: Reply): Reply {
  return (SPEC_SHAPES[routeKey] ?? ASSUMED_SHAPES[routeKey])?.(reply) ?? reply;
}

import type {
  ConvertConfig,
  ConvertQuote,
  ConvertRecord,
  QuoteRequest,
} from '../../../../../domain/convert/convert';
import type { Page, PageQuery } from '../../../../../domain/paging';
import type { EnginePart } from '../../engine-part';
import { objectOf, withDefault } from '../../state-guards';
import { balancesPart } from '../balances/balances.part';
import { appliedOnce } from '../once/applied-once';
import { oncePart } from '../once/once.part';
import { convertConfig, convertRecords, executeConvert, quoteConvert } from './convert';
import { conversions, convertHouse, convertQuotes, FORMER_NAMES, withConvertNames } from './convert-parse';
import { DEFAULT_EXCHANGE_SETTINGS } from './convert-settings';
import type { ConvertEngineState } from './convert-state';

export interface ConvertMethods {
  convertConfig(): ConvertConfig;
  convertQuote(token: string, request: QuoteRequest): ConvertQuote;
  executeConvert(token: string, quoteId: string, requestId?: string): ConvertRecord;
  convertRecords(token: string, query: PageQuery): Page<ConvertRecord>;
}

const readConvert = objectOf<ConvertEngineState>({
  convertQuotes: withDefault(convertQuotes, () => []),
  conversions: withDefault(conversions, () => []),
  convertHouse: withDefault(convertHouse, () => ({ fees: {}, flow: {} })),
});

/** The flash exchange: firm quotes from the market's prices, executed once each. */
export const convertPart: EnginePart<ConvertMethods> = {
  name: 'convert',
  needs: [balancesPart, oncePart],
  slice: {
    // A state saved before the flash exchange was called convert holds its former names.
    fields: ['convertQuotes', 'conversions', 'convertHouse', ...Object.keys(FORMER_NAMES)],
    read: (stored) => readConvert(withConvertNames(stored)),
    owners: (state) => [...state.convertQuotes, ...state.conversions].map((entry) => entry.userId),
  },
  settings: DEFAULT_EXCHANGE_SETTINGS,
  methods: ({ context, run, signedIn }) => ({
    convertConfig: () => run(() => convertConfig(context)),
    convertQuote: (token, request) =>
      signedIn(token, (user, now) => quoteConvert(context, user, request, now)),
    executeConvert: (token, quoteId, requestId) =>
      signedIn(token, (user, now) =>
        appliedOnce(context, { user, call: 'convert.execute', requestId, now }, () =>
          executeConvert(context, user, quoteId, now),
        ),
      ),
    convertRecords: (token, query) => signedIn(token, (user) => convertRecords(context, user, query)),
  }),
};

import { ConvertProblem, QUOTE_EXPIRED_CODE, type QuoteRequest } from '../../domain/convert/convert';
import { convertProblem, quoteTimeLeft, readConvertAmount } from '../../domain/convert/convert-rules';
import { isGatewayError } from '../../domain/shared/gateway-error';
import { cutMoney } from '../../domain/precision';
import type { QuoteContext, QuoteEvent } from './convert-quote.types';

/** What a check of the form finds: nothing to ask yet, a refusal, or a request to quote. */
export type FormCheck = { kind: 'blank' } | { kind: 'refused'; problem: ConvertProblem } | { kind: 'ready' };

export function checkForm(context: QuoteContext): FormCheck {
  // Nothing typed, or no config yet: no quote and no complaint.
  if (context.amount.trim() === '' || context.coins.length === 0) return { kind: 'blank' };
  const available = context.available === null ? null : (context.available[context.fromCoin] ?? '0');
  const problem = convertProblem({ ...context, available });
  return problem === null ? { kind: 'ready' } : { kind: 'refused', problem };
}

/** The rule the typed request breaks; null when none (or nothing to check yet). */
export function refusalOf(context: QuoteContext): ConvertProblem | null {
  const check = checkForm(context);
  return check.kind === 'refused' ? check.problem : null;
}

export function requestOf(context: QuoteContext): QuoteRequest {
  const amount = readConvertAmount(context.amount) ?? context.amount;
  return { fromCoin: context.fromCoin, toCoin: context.toCoin, amount };
}

/** The server refused the quote as expired: ask for a new one and a new confirmation. */
export function quoteExpired(error: unknown): boolean {
  if (!isGatewayError(error) || error.failure.kind !== 'business') return false;
  return error.failure.code === QUOTE_EXPIRED_CODE || error.failure.message === ConvertProblem.expired;
}

/** What an edit clears: the quote on screen and everything said about it. */
export const FRESH = { quote: null, failure: null, notice: null, reconfirm: false } as const;

/** The form after an edit, or after the config or the balances arrived. */
export function applyEdit(context: QuoteContext, event: QuoteEvent): Partial<QuoteContext> {
  switch (event.type) {
    case 'from.choose':
      return { fromCoin: event.coin, ...FRESH };
    case 'to.choose':
      return { toCoin: event.coin, ...FRESH };
    case 'swap':
      return { fromCoin: context.toCoin, toCoin: context.fromCoin, amount: '', ...FRESH };
    case 'amount.change':
      return { amount: event.value, ...FRESH };
    case 'max':
      return { amount: cutMoney(context.available?.[context.fromCoin] ?? '0'), ...FRESH };
    case 'config.loaded':
      return { coins: event.coins };
    case 'balances.loaded':
      return { available: event.available };
    default:
      return {};
  }
}

/** What the user changes (and what the screen relays): each drops the quote and checks again. */
export const QUOTE_EDITS = [
  'from.choose',
  'to.choose',
  'swap',
  'amount.change',
  'max',
  'config.loaded',
  'balances.loaded',
] as const;

/** How long the quote on screen still holds (server time); 0 when there is none. */
export function quoteLeft(context: QuoteContext): number {
  return context.quote ? quoteTimeLeft(context.quote.expiresAt, context.now()) : 0;
}

/** A confirm that names the quote on screen, while it still holds: the one thing executed. */
export function confirmsLiveQuote(context: QuoteContext, event: QuoteEvent): boolean {
  return event.type === 'confirm' && context.quote?.id === event.quoteId && quoteLeft(context) > 0;
}

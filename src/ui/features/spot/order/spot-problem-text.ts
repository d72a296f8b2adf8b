import type { IntlShape } from 'react-intl';
import type { SpotRefusal } from '../../../../application/spot/spot-order.types';
import { SpotProblem } from '../../../../domain/spot/spot-rules';
import type { Failure } from '../../../../application/shared/failure-message';
import { failureText } from '../../../shared/failure-text';
import { spotMessages } from '../spot.messages';

const PROBLEM_TEXTS = {
  [SpotProblem.enterPrice]: spotMessages.enterPrice,
  [SpotProblem.enterAmount]: spotMessages.enterAmount,
  [SpotProblem.belowMinimum]: spotMessages.belowMinimum,
  [SpotProblem.insufficient]: spotMessages.insufficient,
  [SpotProblem.noLiquidity]: spotMessages.noLiquidity,
  stale: spotMessages.stale,
} as const;

const isRefusal = (text: string): text is SpotRefusal => Object.hasOwn(PROBLEM_TEXTS, text);

/** A refusal in the user's language; the English catalogue keeps the app's own words. */
export function spotProblemText(intl: IntlShape, problem: SpotRefusal): string {
  return intl.formatMessage(PROBLEM_TEXTS[problem]);
}

/**
 * A failed call's text: the exchange refuses in the rules' own words, which are
 * translated like the form's refusals; anything else goes through the shared mapper.
 */
export function spotFailureText(intl: IntlShape, failure: Failure): string {
  return failure.kind === 'said' && isRefusal(failure.text)
    ? spotProblemText(intl, failure.text)
    : failureText(intl, failure);
}

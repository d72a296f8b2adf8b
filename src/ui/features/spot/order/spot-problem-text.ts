import type { IntlShape } from 'react-intl';
import type { SpotRefusal } from '../../../../application/spot/spot-order.types';
import { SpotProblem } from '../../../../domain/spot/spot-rules';
import type { Failure } from '../../../../application/shared/failure-message';
import type { KnownTexts } from '../../../shared/failure-text';
import { refusalText } from '../../../shared/refusal-text';
import { spotMessages } from '../spot.messages';

const PROBLEM_TEXTS: KnownTexts = {
  [SpotProblem.enterPrice]: spotMessages.enterPrice,
  [SpotProblem.enterAmount]: spotMessages.enterAmount,
  [SpotProblem.enterTotal]: spotMessages.enterTotal,
  [SpotProblem.belowMinimum]: spotMessages.belowMinimum,
  [SpotProblem.insufficient]: spotMessages.insufficient,
  [SpotProblem.noLiquidity]: spotMessages.noLiquidity,
  noBook: spotMessages.noBook,
  stale: spotMessages.stale,
};

/** A refusal in the user's language; the English catalogue keeps the app's own words. */
export function spotProblemText(intl: IntlShape, problem: SpotRefusal): string {
  return refusalText(intl, problem, PROBLEM_TEXTS);
}

/** A failed call's text: the exchange refuses in the rules' own words, translated like the form's. */
export function spotFailureText(intl: IntlShape, failure: Failure): string {
  return refusalText(intl, failure, PROBLEM_TEXTS);
}

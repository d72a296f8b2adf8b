import type { IntlShape } from 'react-intl';
import { SpotProblem } from '../../../../domain/spot/spot-rules';
import { spotMessages } from '../spot.messages';

/** A refusal in the user's language; the English catalogue keeps the app's own words. */
export function spotProblemText(intl: IntlShape, problem: SpotProblem): string {
  switch (problem) {
    case SpotProblem.enterPrice:
      return intl.formatMessage(spotMessages.enterPrice);
    case SpotProblem.enterAmount:
      return intl.formatMessage(spotMessages.enterAmount);
    case SpotProblem.belowMinimum:
      return intl.formatMessage(spotMessages.belowMinimum);
    case SpotProblem.insufficient:
      return intl.formatMessage(spotMessages.insufficient);
    case SpotProblem.noLiquidity:
      return intl.formatMessage(spotMessages.noLiquidity);
  }
}

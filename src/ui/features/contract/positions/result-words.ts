import type { IntlShape } from 'react-intl';
import type { ResultStatement } from '../../../../domain/contract/result-statement';
import { formatCoinAmount } from '../../../../domain/precision';
import { positionMessages, resultHeadline, resultPayoutLine } from './positions.messages';
import { runningMessages } from './running.messages';

const SETTLED = {
  win: positionMessages.win,
  loss: positionMessages.loss,
  tie: positionMessages.tie,
} as const;
const RUNNING = { win: runningMessages.win, loss: runningMessages.loss, tie: runningMessages.tie } as const;

/** The colour of a result: green for a win, red for a loss, grey for a tie. */
export const RESULT_TONE = { win: 'ct-up', loss: 'ct-down', tie: 'ct-tie' } as const;

/**
 * A signed amount of `coin` as the screens write it: '+15.98', '-20.02' (USDT). The sign is the
 * exact net's: a tie that cost a fee under a cent still reads '-0.00', not as free.
 */
function signedAmount(net: string, coin: string): string {
  const sign = /^[+-]/.exec(net)?.[0] ?? '';
  return `${sign}${formatCoinAmount(net.slice(sign.length), coin)}`;
}

/**
 * The one wording of a result (result-statement.ts) for the strip, the cards, the settled
 * row and the toast: "Lost -20.02 USDT" as the headline, "Payout 0 USDT" as its second line.
 */
export function resultWords(intl: IntlShape, statement: ResultStatement, coin: string) {
  const outcome = intl.formatMessage((statement.settled ? SETTLED : RUNNING)[statement.result]);
  return {
    tone: RESULT_TONE[statement.result],
    /** The outcome alone ("Won", "Would lose"), the first label of a settled card. */
    outcome,
    headline:
      statement.net === null
        ? outcome
        : intl.formatMessage(resultHeadline, { outcome, net: signedAmount(statement.net, coin), coin }),
    payout: intl.formatMessage(resultPayoutLine, {
      payout: statement.payout === null ? '--' : `${formatCoinAmount(statement.payout, coin)} ${coin}`,
    }),
  };
}

export type ResultWords = ReturnType<typeof resultWords>;

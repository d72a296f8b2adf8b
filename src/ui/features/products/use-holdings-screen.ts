import { useActorRef, useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import {
  selectAdvanceError,
  selectAdvancing,
  selectCanAdvance,
  selectChosenHolding,
  selectHoldingProducts,
  selectHoldingsRecordsActor,
  selectRedeemActor,
  selectRedemption,
} from '../../../application/products/products-screen.selectors';
import {
  selectFirstRefusal,
  selectFormFailure,
  selectFormSending,
  selectToConfirm,
} from '../../../application/shared/form.selectors';
import type { Holding, ProductKind } from '../../../domain/products/products';
import { holdingValue, redemptionTerms } from '../../../domain/products/redemption';
import { useNotify } from '../../shared/notify';
import { useRefusalText } from '../../shared/refusal-text';
import { useServices } from '../../shared/services-context';
import { useEmitted } from '../../shared/use-emitted';
import { useServerNow } from '../../shared/use-server-now';
import { holdingAmounts, redemptionAmounts } from './product-amounts';
import { productProblemMessages, productsMessages as m, productsTexts as x } from './products.messages';

/** One kind's holdings: records, redemption with its terms stated first, and the demo day control. */
export function useHoldingsScreen(kind: ProductKind) {
  const intl = useIntl();
  const notify = useNotify();
  const { products } = useServices();
  const screen = useActorRef(products.holdings[kind]);
  const redeem = useSelector(screen, selectRedeemActor);
  const textOf = useRefusalText(productProblemMessages);
  useEmitted(screen, {
    redeemed: ({ holding }) => notify.success(intl.formatMessage(m.redeem) + ': ' + holding.name),
    'redeem.unknown': () => notify.error(intl.formatMessage(m.unknown)),
    'days.advanced': ({ total }) => notify.success(intl.formatMessage(x.advanced, { total })),
  });
  const now = useServerNow(60_000, true);
  const catalogue = useSelector(screen, selectHoldingProducts);
  const earlyOf = (holding: Holding) =>
    catalogue?.find((product) => product.id === holding.productId)?.early ?? null;
  const redemption = useSelector(redeem, selectRedemption);
  const chosen = useSelector(screen, selectChosenHolding);
  const advanceError = useSelector(screen, selectAdvanceError);
  const refusal = useSelector(redeem, selectFirstRefusal);
  const failure = useSelector(redeem, selectFormFailure);
  const confirming = useSelector(redeem, selectToConfirm) !== null;
  return {
    records: useSelector(screen, selectHoldingsRecordsActor),
    /** The figures of one holding as its row shows them. */
    rowOf: (holding: Holding) => {
      const early = earlyOf(holding);
      return {
        ...holdingAmounts(holding, holding.payout === 'compounding' ? holdingValue(holding, now) : null),
        // Redeem shows only where redeeming now is possible on the product's terms.
        canRedeem: early !== null && redemptionTerms(holding, early, now) !== null,
      };
    },
    chosen,
    redemption: redemption === null || chosen === null ? null : redemptionAmounts(chosen.coin, redemption),
    /** Redeem: the holding's terms go to the form, which asks for confirmation with them. */
    redeemOf: (holding: Holding) => {
      redeem.send({ type: 'back' });
      screen.send({ type: 'redeem.choose', holding });
      redeem.send({ type: 'submit' });
    },
    cancel: () => {
      redeem.send({ type: 'back' });
      screen.send({ type: 'redeem.choose', holding: null });
    },
    problem: textOf(refusal ?? failure),
    confirming,
    sending: useSelector(redeem, selectFormSending),
    /** Confirms the stated terms; after a failure the same press sends them again (checked first). */
    confirm: () => {
      if (!confirming) redeem.send({ type: 'submit' });
      redeem.send({ type: 'confirm' });
    },
    canAdvance: useSelector(screen, selectCanAdvance),
    advancing: useSelector(screen, selectAdvancing),
    advanceError: advanceError === null ? null : intl.formatMessage(m.advanceFailed),
    advance: () => screen.send({ type: 'days.advance', days: 1 }),
  };
}

export type HoldingsView = ReturnType<typeof useHoldingsScreen>;

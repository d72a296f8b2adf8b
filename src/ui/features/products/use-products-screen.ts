import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import {
  selectChosenProduct,
  selectProducts,
  selectProductsError,
  selectPurchaseActor,
  selectPurchaseTerms,
  selectRights,
} from '../../../application/products/products-screen.selectors';
import { selectProfile } from '../../../application/session/session.selectors';
import {
  selectDraft,
  selectFirstRefusal,
  selectFormFailure,
  selectFormSending,
  selectRefusedFields,
  selectToConfirm,
} from '../../../application/shared/form.selectors';
import { watchSelected } from '../../../application/shared/watch-selected';
import { formatCoinAmount, gt, sub } from '../../../domain/precision';
import type { ProductKind, YieldProduct } from '../../../domain/products/products';
import { purchaseBlock, purchaseRights, type PurchaseDraft } from '../../../domain/products/purchase-rules';
import { useEmitted } from '../../shared/use-emitted';
import { useNotify } from '../../shared/notify';
import { useRefusalText } from '../../shared/refusal-text';
import { useServices } from '../../shared/services-context';
import { useSessionRef, useSignedIn } from '../../shared/session-actor';
import { useServerNow } from '../../shared/use-server-now';
import { sentAmount } from './product-amounts';
import { productFigures, returnOf } from './product-figures';
import { productProblemMessages, productsMessages as m, productsTexts as x } from './products.messages';

/** One kind's products with their honest numbers, and the purchase form of the one chosen. */
export function useProductsScreen(kind: ProductKind) {
  const intl = useIntl();
  const notify = useNotify();
  const { products } = useServices();
  const session = useSessionRef();
  const signedIn = useSignedIn();
  const screen = useActorRef(products.screen, {
    input: {
      kind,
      signedIn,
      rights: {
        watch: (changed) =>
          watchSelected(session, selectProfile, (profile) => changed(profile && purchaseRights(profile))),
      },
    },
  });
  // The profile is read again on arrival, so a verification done elsewhere counts at once.
  useEffect(() => {
    if (signedIn) session.send({ type: 'profile.reload' });
  }, [session, signedIn]);
  const form = useSelector(screen, selectPurchaseActor);
  const textOf = useRefusalText(productProblemMessages);
  useEmitted(screen, {
    purchased: ({ holding }) =>
      notify.success(
        intl.formatMessage(x.bought, {
          amount: sentAmount(holding.amount, holding.coin),
          coin: holding.coin,
          name: holding.name,
        }),
      ),
    'purchase.unknown': () => notify.error(intl.formatMessage(m.unknown)),
  });
  const now = useServerNow(60_000, true);
  const rights = useSelector(screen, selectRights);
  const list = useSelector(screen, selectProducts);
  const chosen = useSelector(screen, selectChosenProduct);
  const draft = useSelector(form, selectDraft);
  const terms = useSelector(form, selectPurchaseTerms);
  const refusal = useSelector(form, selectFirstRefusal);
  const failure = useSelector(form, selectFormFailure);
  const blockOf = (product: YieldProduct) =>
    purchaseBlock(product, {
      now,
      canPurchase: rights?.canPurchase ?? true,
      verified: rights?.verified ?? true,
      available: null,
      held: '0',
    });
  const error = useSelector(screen, selectProductsError);
  return {
    kind,
    signedIn,
    loading: list === null && error === null,
    /** Why the products could not be loaded, in words; null once they came. */
    error: textOf(error),
    reload: () => screen.send({ type: 'products.reload' }),
    products: (list ?? []).map((product) => {
      const block = blockOf(product);
      return {
        product,
        figures: productFigures(product),
        left: formatCoinAmount(
          gt(product.capacity, product.sold) ? sub(product.capacity, product.sold) : '0',
          product.coin,
        ),
        minimum: formatCoinAmount(product.minAmount, product.coin),
        block: block === null ? null : textOf(block),
        /** The block is the identity check: the page leads to verification. */
        needsIdentity: block === 'Verify your identity first',
      };
    }),
    chosen,
    choose: (productId: string | null) => {
      screen.send({ type: 'product.choose', productId });
      form.send({ type: 'back' });
    },
    draft,
    available:
      terms.available === null || chosen === null ? null : formatCoinAmount(terms.available, chosen.coin),
    expected: chosen ? returnOf(chosen, draft.amount) : null,
    refused: useSelector(form, selectRefusedFields),
    problem: textOf(refusal ?? failure),
    toConfirm: useSelector(form, selectToConfirm),
    sending: useSelector(form, selectFormSending),
    edit: (patch: Partial<PurchaseDraft>) => form.send({ type: 'edit', patch }),
    submit: () => form.send({ type: 'submit' }),
    confirm: () => form.send({ type: 'confirm' }),
    back: () => form.send({ type: 'back' }),
  };
}

export type ProductsView = ReturnType<typeof useProductsScreen>;
export type ProductRow = ProductsView['products'][number];

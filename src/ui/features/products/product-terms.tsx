import { useIntl } from 'react-intl';
import type { YieldProduct } from '../../../domain/products/products';
import { productsMessages as m, productsTexts as x } from './products.messages';

/** What the product promises in words: how interest is paid, the lock-up and early exit, maturity. */
export function ProductTerms({ product, earlyFee }: { product: YieldProduct; earlyFee: string }) {
  const intl = useIntl();
  const early = product.early;
  const lines = [
    intl.formatMessage(product.payout === 'daily' ? m.payoutDaily : m.payoutCompounding),
    product.termDays === 0
      ? intl.formatMessage(m.anyTime)
      : early.allowed
        ? intl.formatMessage(x.earlyAllowed, {
            fee: earlyFee,
            forfeits: early.forfeitsInterest ? 'true' : 'false',
          })
        : intl.formatMessage(m.earlyLocked),
  ];
  if (product.termDays > 0)
    lines.push(intl.formatMessage(product.kind === 'finance' ? m.maturityFinance : m.maturityPool));
  return (
    <ul className="pd-terms" data-testid="product-terms">
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}

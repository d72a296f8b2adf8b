import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import type { ProductKind } from '../../../../domain/products/products';
import { AdvanceDay, HoldingsRecords } from '../../../features/products/holdings-records';
import { productsMessages as m } from '../../../features/products/products.messages';
import { useHoldingsScreen } from '../../../features/products/use-holdings-screen';
import { usePagedList } from '../../../shared/paged/use-paged-list';
import '../../../features/wallet/wallet.css';
import '../../../features/products/products.css';
import { PageHeader } from '../../layout/page-header';
import { ScrollMore } from '../../shared/scroll-more';
import { kindOfPath, MOBILE_PRODUCT_PATH } from './product-kind';

function HoldingsBody({ kind }: { kind: ProductKind }) {
  const view = useHoldingsScreen(kind);
  const records = usePagedList(view.records);
  return (
    <>
      <AdvanceDay view={view} />
      <HoldingsRecords view={view} list={records} footer={<ScrollMore list={records} />} />
    </>
  );
}

/** /finance/record, /mining/record, /fund/record: my holdings, redemption, the demo day. */
export function HoldingsPage() {
  const intl = useIntl();
  const kind = kindOfPath(useLocation().pathname);
  return (
    <>
      <PageHeader title={intl.formatMessage(m.records)} backTo={MOBILE_PRODUCT_PATH[kind]} />
      <div className="m-page wl-view">
        <HoldingsBody key={kind} kind={kind} />
      </div>
    </>
  );
}

import type { ProductKind } from '../../../../domain/products/products';
import { AdvanceDay, HoldingsRecords } from '../../../features/products/holdings-records';
import { productsMessages } from '../../../features/products/products.messages';
import { useHoldingsScreen } from '../../../features/products/use-holdings-screen';
import { usePagedList } from '../../../shared/paged/use-paged-list';
import '../../../features/wallet/wallet.css';
import '../../../features/products/products.css';
import type { DesktopPageProps } from '../../routes/desktop-page-props';
import { useDesktopPaging } from '../../shared/desktop-paging';
import { PageHeader } from '../shared/page-header';
import { kindOfRoute } from './product-kind';
import { ProductsNav } from './products-nav';

function HoldingsBody({ kind }: { kind: ProductKind }) {
  const view = useHoldingsScreen(kind);
  const records = useDesktopPaging(usePagedList(view.records), productsMessages.records);
  return (
    <>
      <AdvanceDay view={view} />
      <HoldingsRecords view={view} list={records.shown} footer={records.footer} />
    </>
  );
}

/** /pc/finance/record, /pc/pool/record, /pc/fund/record: the holdings, redemption, the demo day. */
export function HoldingsPage({ route, group }: DesktopPageProps) {
  const kind = kindOfRoute(route);
  return (
    <>
      <PageHeader route={route} group={group} />
      <div className="dt-container dt-page-body pd-page">
        <ProductsNav kind={kind} />
        <HoldingsBody key={kind} kind={kind} />
      </div>
    </>
  );
}

import { useIntl } from 'react-intl';
import { LedgerToolbar } from '../../../features/ledger/ledger-filters';
import { LedgerList } from '../../../features/ledger/ledger-list';
import { useLedger, useLinkedLedgerType } from '../../../features/ledger/use-ledger';
import '../../../features/wallet/wallet.css';
import '../../../features/ledger/ledger.css';
import { PageHeader } from '../../layout/page-header';
import { pageTitles } from '../../shared/page-titles';
import { ScrollMore } from '../../shared/scroll-more';

function Ledger({ type }: { type: string }) {
  const intl = useIntl();
  const view = useLedger(type);
  const { list } = view;
  return (
    <section className="wl-card" aria-label={intl.formatMessage(pageTitles.records)}>
      <LedgerToolbar view={view} />
      <LedgerList view={view} rows={list.items} footer={<ScrollMore list={list} />} />
    </section>
  );
}

/**
 * /account/trade?type=4: the transaction log, every balance change, with infinite scroll; a
 * type name in the address (?type=transfer) opens it filtered.
 */
export function LedgerPage() {
  const intl = useIntl();
  const type = useLinkedLedgerType();
  return (
    <>
      <PageHeader title={intl.formatMessage(pageTitles.records)} backTo="/assets" />
      <div className="m-page wl-view">
        <Ledger key={type} type={type} />
      </div>
    </>
  );
}

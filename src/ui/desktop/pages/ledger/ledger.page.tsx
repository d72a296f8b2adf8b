import { useIntl } from 'react-intl';
import { LedgerToolbar } from '../../../features/ledger/ledger-filters';
import { LedgerList } from '../../../features/ledger/ledger-list';
import { ledgerMessages } from '../../../features/ledger/ledger.messages';
import { useLedger, useLinkedLedgerType } from '../../../features/ledger/use-ledger';
import '../../../features/wallet/wallet.css';
import '../../../features/ledger/ledger.css';
import type { DesktopPageProps } from '../../routes/desktop-page-props';
import { useDesktopPaging } from '../../shared/desktop-paging';
import { PageHeader } from '../shared/page-header';

function Ledger({ type }: { type: string }) {
  const intl = useIntl();
  const view = useLedger(type);
  const paging = useDesktopPaging(view.list, ledgerMessages.pages);
  return (
    <section className="wl-card" aria-label={intl.formatMessage(ledgerMessages.title)}>
      <LedgerToolbar view={view} />
      <LedgerList view={view} rows={paging.rows} footer={paging.footer} />
    </section>
  );
}

/** /pc/account/trade(?type=transfer): the transaction log with a pager, filtered as the link asks. */
export function LedgerPage({ route, group }: DesktopPageProps) {
  const type = useLinkedLedgerType();
  return (
    <>
      <PageHeader route={route} group={group} />
      <div className="dt-container dt-page-body">
        <Ledger key={type} type={type} />
      </div>
    </>
  );
}

import { useIntl } from 'react-intl';
import { LedgerToolbar } from '../../../features/ledger/ledger-filters';
import { LedgerList } from '../../../features/ledger/ledger-list';
import { ledgerMessages } from '../../../features/ledger/ledger.messages';
import { useLedger } from '../../../features/ledger/use-ledger';
import '../../../features/wallet/wallet.css';
import '../../../features/ledger/ledger.css';
import type { DesktopPageProps } from '../../routes/desktop-page-props';
import { Pager, usePager } from '../../shared/pager';
import { PageHeader } from '../shared/page-header';

/** /pc/account/trade: the transaction log with a pager. */
export function LedgerPage({ route, group }: DesktopPageProps) {
  const intl = useIntl();
  const view = useLedger();
  const pager = usePager(view.list);
  return (
    <>
      <PageHeader route={route} group={group} />
      <div className="dt-container dt-page-body">
        <section className="wl-card" aria-label={intl.formatMessage(ledgerMessages.title)}>
          <LedgerToolbar view={view} />
          <LedgerList
            view={view}
            rows={pager.rows}
            footer={
              <Pager
                page={pager.page}
                total={view.list.total}
                go={pager.go}
                label={intl.formatMessage(ledgerMessages.pages)}
              />
            }
          />
        </section>
      </div>
    </>
  );
}

import { usePagedList } from '../../../shared/paged/use-paged-list';
import { ConvertForm } from '../../../features/convert/convert-form';
import { convertMessages } from '../../../features/convert/convert.messages';
import { ConvertRecords } from '../../../features/convert/convert-records';
import { useConvert } from '../../../features/convert/use-convert';
import '../../../features/wallet/wallet.css';
import '../../../features/convert/convert.css';
import type { DesktopPageProps } from '../../routes/desktop-page-props';
import { useDesktopPaging } from '../../shared/desktop-paging';
import { PageHeader } from '../shared/page-header';

/** /pc/account/dui: the flash exchange beside its records (pager). */
export function ConvertPage({ route, group }: DesktopPageProps) {
  const view = useConvert();
  const records = useDesktopPaging(usePagedList(view.records), convertMessages.records);
  return (
    <>
      <PageHeader route={route} group={group} />
      <div className="dt-container dt-page-body fx-desktop">
        <ConvertForm view={view} />
        <ConvertRecords list={records.shown} footer={records.footer} />
      </div>
    </>
  );
}

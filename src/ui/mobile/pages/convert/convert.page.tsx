import { useIntl } from 'react-intl';
import { usePagedList } from '../../../shared/paged/use-paged-list';
import { ConvertForm } from '../../../features/convert/convert-form';
import { convertMessages } from '../../../features/convert/convert.messages';
import { ConvertRecords } from '../../../features/convert/convert-records';
import { useConvert } from '../../../features/convert/use-convert';
import '../../../features/wallet/wallet.css';
import '../../../features/convert/convert.css';
import { PageHeader } from '../../layout/page-header';
import { ScrollMore } from '../../shared/scroll-more';

/** /account/dui: the flash exchange and its records (infinite scroll). */
export function ConvertPage() {
  const intl = useIntl();
  const view = useConvert();
  const records = usePagedList(view.records);
  return (
    <>
      <PageHeader title={intl.formatMessage(convertMessages.title)} backTo="/assets" />
      <div className="m-page wl-view">
        <ConvertForm view={view} />
        <ConvertRecords list={records} footer={<ScrollMore list={records} />} />
      </div>
    </>
  );
}

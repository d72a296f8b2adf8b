import { Button, Popconfirm } from 'antd';
import { useIntl } from 'react-intl';
import type { Pair } from '../../../../domain/market/market';
import type { OpenOrdersList } from '../../../features/spot/orders/use-spot-lists';
import { cancelAllTitleMessage, spotListMessages } from '../../../features/spot/spot-lists.messages';

/** Cancel all, after a confirmation naming the pair. */
export function CancelAll({ list, pair }: { list: OpenOrdersList; pair: Pair }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  return (
    <Popconfirm
      title={t(cancelAllTitleMessage, { pair: `${pair.base}/${pair.quote}` })}
      description={t(spotListMessages.cancelAllBody)}
      okText={t(spotListMessages.cancelAll)}
      cancelText={t(spotListMessages.keep)}
      onConfirm={list.cancelAll}
    >
      <Button size="small" loading={list.cancelling === 'all'} disabled={list.cancelling !== null}>
        {t(spotListMessages.cancelAll)}
      </Button>
    </Popconfirm>
  );
}

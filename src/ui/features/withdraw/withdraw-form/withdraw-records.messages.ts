import { defineMessage, defineMessages } from 'react-intl';

/** Texts of the withdrawal records and their cancel, both form factors (catalogue withdraw.json). */
export const withdrawRecordsMessages = defineMessages({
  title: { id: 'withdraw.records.title', defaultMessage: 'Withdrawal records' },
  empty: { id: 'withdraw.records.empty', defaultMessage: 'No withdrawals yet' },
  failed: { id: 'withdraw.records.failed', defaultMessage: 'The records could not be loaded' },
  cancelFailed: {
    id: 'withdraw.records.cancelFailed',
    defaultMessage: 'The withdrawal could not be cancelled',
  },
  more: { id: 'withdraw.records.more', defaultMessage: 'Load more' },
  noMore: { id: 'withdraw.records.noMore', defaultMessage: 'No more records' },
  cancel: { id: 'withdraw.records.cancel', defaultMessage: 'Cancel' },
  cancelConfirm: { id: 'withdraw.records.cancelConfirm', defaultMessage: 'Cancel this withdrawal?' },
  cancelYes: { id: 'withdraw.records.cancelYes', defaultMessage: 'Yes, cancel it' },
  cancelNo: { id: 'withdraw.records.cancelNo', defaultMessage: 'Keep it' },
  cancelled: {
    id: 'withdraw.records.cancelled',
    defaultMessage: 'Withdrawal cancelled; the amount is available again',
  },
  statusPending: { id: 'withdraw.records.status.pending', defaultMessage: 'Pending review' },
  statusFinish: { id: 'withdraw.records.status.finish', defaultMessage: 'Finish' },
  statusRejected: { id: 'withdraw.records.status.rejected', defaultMessage: 'Rejected' },
  statusCancelled: { id: 'withdraw.records.status.cancelled', defaultMessage: 'Cancelled' },
});

export const recordFeeText = defineMessage<{ fee: string; coin: string }>({
  id: 'withdraw.records.fee',
  defaultMessage: 'Fee {fee} {coin}',
});

import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { selectStorageFullDue } from '../../../application/storage/storage-notice.selectors';
import { storageFullMessage } from '../../shared/failure.messages';
import { useServices } from '../../shared/services-context';

/** Shows the "storage is full" notice once, as the form factor's warning toast. */
export function useStorageNotice(warn: (text: string) => void): void {
  const intl = useIntl();
  const actor = useActorRef(useServices().storage.notice);
  const due = useSelector(actor, selectStorageFullDue);
  useEffect(() => {
    if (!due) return;
    warn(intl.formatMessage(storageFullMessage));
    actor.send({ type: 'notice.shown' });
  }, [due, warn, intl, actor]);
}

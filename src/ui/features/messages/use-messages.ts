import { useActorRef, useSelector } from '@xstate/react';
import { selectMessagesList } from '../../../application/messages/messages.selectors';
import { useServices } from '../../shared/services-context';
import { usePagedList } from '../../shared/paged/use-paged-list';

/** The messages screen: its one actor and the paged list of messages it holds. */
export function useMessages() {
  const screen = useActorRef(useServices().messages.screen);
  return usePagedList(useSelector(screen, selectMessagesList));
}

export type MessagesView = ReturnType<typeof useMessages>;

import { useActorRef, useSelector } from '@xstate/react';
import { selectScreenList } from '../../../application/paging/list-screen.selectors';
import { useServices } from '../../shared/services-context';
import { usePagedList } from '../../shared/paged/use-paged-list';

/** The messages screen: its one actor and the paged list of messages it holds. */
export function useMessages() {
  const screen = useActorRef(useServices().messages.screen);
  return usePagedList(useSelector(screen, selectScreenList));
}

export type MessagesView = ReturnType<typeof useMessages>;

/** The help centre: its one actor and the paged list of articles it holds. */
export function useHelpArticles() {
  const screen = useActorRef(useServices().messages.help);
  return usePagedList(useSelector(screen, selectScreenList));
}

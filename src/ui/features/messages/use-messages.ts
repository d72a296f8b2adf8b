import { useActorRef, useSelector } from '@xstate/react';
import type { ListScreenMachine } from '../../../application/paging/list-screen.machine';
import { selectScreenList } from '../../../application/paging/list-screen.selectors';
import type { Notice } from '../../../domain/notices/notice';
import { useServices } from '../../shared/services-context';
import { usePagedList } from '../../shared/paged/use-paged-list';

/** A list of notices: its one screen actor and the paged list it holds. */
function useNoticeList(machine: ListScreenMachine<Notice>) {
  const screen = useActorRef(machine);
  return usePagedList(useSelector(screen, selectScreenList));
}

/** The messages screen. */
export const useMessages = () => useNoticeList(useServices().messages.screen);

export type MessagesView = ReturnType<typeof useMessages>;

/** The help centre: the articles, ten a page. */
export const useHelpArticles = () => useNoticeList(useServices().messages.help);

import type { Notice } from '../../../../../domain/notices/notice';
import type { Page } from '../../../../../domain/paging';
import type { EnginePart } from '../../engine-part';
import { helpArticle, helpPage } from './help-articles';

export interface HelpMethods {
  /** The help centre's articles, for anyone: notices of the help type, never unread. */
  helpPage(pageNo: number, pageSize: number): Page<Notice>;
  /** One article, or undefined when the id is not an article's (then it may be a user's notice). */
  helpArticle(id: string): Notice | undefined;
}

/**
 * The help centre's articles. A part of their own, registered by the messages module, so that
 * their texts load with the help screens instead of in the entry's core. They are fixed, so
 * the part owns no slice of the state.
 */
export const helpPart: EnginePart<HelpMethods> = {
  name: 'help',
  methods: ({ run }) => ({
    helpPage: (pageNo, pageSize) => run(() => helpPage(pageNo, pageSize)),
    helpArticle: (id) => run(() => helpArticle(id)),
  }),
};

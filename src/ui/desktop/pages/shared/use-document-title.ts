import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { commonMessages } from '../../../shared/common.messages';
import { documentTitleMessage } from '../../desktop.messages';

/** Names the browser tab after the page, so history and screen readers tell pages apart. */
export function useDocumentTitle(page: string): void {
  const intl = useIntl();
  const title = intl.formatMessage(documentTitleMessage, {
    page,
    app: intl.formatMessage(commonMessages.appName),
  });
  useEffect(() => {
    document.title = title;
  }, [title]);
}

import { ErrorBlock } from 'antd-mobile';
import type { ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { commonMessages } from '../../shared/common.messages';
import { LineIcon } from './line-icon';

const messages = defineMessages({
  description: {
    id: 'mobile.soon.description',
    defaultMessage: 'We are building this screen. Please check back shortly.',
  },
});

const HOURGLASS = 'M7 3h10M7 21h10M8 3c0 5 8 5 8 9s-8 4-8 9M16 3c0 5-8 5-8 9s8 4 8 9';

/** The empty state of a section whose screen arrives in a later issue. */
export function ComingSoon({ children, title }: { children?: ReactNode; title?: ReactNode }) {
  const intl = useIntl();
  return (
    <ErrorBlock
      className="m-empty"
      image={
        <span className="m-empty__art">
          <LineIcon d={HOURGLASS} size={40} />
        </span>
      }
      title={title ?? intl.formatMessage(commonMessages.comingSoon)}
      description={intl.formatMessage(messages.description)}
    >
      {children}
    </ErrorBlock>
  );
}

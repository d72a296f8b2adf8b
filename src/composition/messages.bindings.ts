import type { Container } from 'inversify';
import { createMessagesServices } from '../application/messages/messages-services';
import type { NoticeGateway } from '../domain/notices/notice.port';
import { GatewayKeys, Keys } from './keys';

/** The messages screens, over the shell's notice gateway (the bell's count reads it too). */
export function bindMessages(container: Container): void {
  container
    .bind(Keys.messages)
    .toResolvedValue(
      (notices: NoticeGateway) => createMessagesServices({ notices }),
      [GatewayKeys.noticeGateway],
    );
}

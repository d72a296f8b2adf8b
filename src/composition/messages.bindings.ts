import type { Container } from 'inversify';
import { createMessagesServices } from '../application/messages/messages-services';
import type { NoticeGateway } from '../domain/notices/notice.port';
import type { ParameterGateway } from '../domain/user/user.port';
import { GatewayKeys, Keys } from './keys';

/** The messages screens and the About pages' contacts, over the shell's notice and parameter gateways. */
export function bindMessages(container: Container): void {
  container
    .bind(Keys.messages)
    .toResolvedValue(
      (notices: NoticeGateway, params: ParameterGateway) => createMessagesServices({ notices, params }),
      [GatewayKeys.noticeGateway, GatewayKeys.parameterGateway],
    );
}

import type { Container } from 'inversify';
import { createMessagesServices } from '../application/messages/messages-services';
import type { NoticeGateway } from '../domain/notices/notice.port';
import type { ParameterGateway } from '../domain/user/user.port';
import { GatewayKeys, Keys } from './keys';

/**
 * The messages screens and the About pages' contacts, over the shell's notice and parameter
 * gateways; `withHelp` adds the help centre's articles where the shell's notices lack them (demo).
 */
export function bindMessages(
  container: Container,
  withHelp: (notices: NoticeGateway) => NoticeGateway = (notices) => notices,
): void {
  container
    .bind(Keys.messages)
    .toResolvedValue(
      (notices: NoticeGateway, params: ParameterGateway) =>
        createMessagesServices({ notices: withHelp(notices), params }),
      [GatewayKeys.noticeGateway, GatewayKeys.parameterGateway],
    );
}

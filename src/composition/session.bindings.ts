import type { Container } from 'inversify';
import { createSessionEventChannel, type SessionEventChannel } from '../application/session/session-events';
import {
  forgetPasswordMachine,
  modifyPasswordMachine,
  provideAccountForm,
  registerMachine,
  type ForgetPasswordMachine,
  type ModifyPasswordMachine,
  type RegisterMachine,
} from '../application/session/account-form.machine';
import {
  customerServiceMachine,
  type CustomerServiceMachine,
} from '../application/support/customer-service.machine';
import { emailCodeMachine, type EmailCodeMachine } from '../application/session/email-code.machine';
import { noticeCountMachine, type NoticeCountMachine } from '../application/notices/notice-count.machine';
import type { NoticeGateway } from '../domain/notices/notice.port';
import type { CurrentLocale } from '../domain/locale/locale.port';
import type { SessionStore } from '../domain/session/session.port';
import type { ParameterGateway, UserGateway } from '../domain/user/user.port';
import { GatewayKeys, Keys, type Key } from './keys';
import { provideSessionMachine } from './session-machine.provide';
import { fromPromise } from 'xstate';

export const SessionKeys = {
  channel: Symbol('sessionChannel') as Key<SessionEventChannel>,
  machine: Symbol('sessionMachine') as Key<ReturnType<typeof provideSessionMachine>>,
  emailCode: Symbol('emailCodeMachine') as Key<EmailCodeMachine>,
  register: Symbol('registerMachine') as Key<RegisterMachine>,
  forgetPassword: Symbol('forgetPasswordMachine') as Key<ForgetPasswordMachine>,
  modifyPassword: Symbol('modifyPasswordMachine') as Key<ModifyPasswordMachine>,
  customerService: Symbol('customerServiceMachine') as Key<CustomerServiceMachine>,
  noticeCount: Symbol('noticeCountMachine') as Key<NoticeCountMachine>,
} as const;

/**
 * The session: one event channel that every adapter reports code -2 to (it is the
 * SessionExpiryListener they resolve) and the running session machine listens on, and
 * the machine provided with the user gateway of the mode and the stored session.
 */
export function bindSession(container: Container): void {
  container
    .bind(SessionKeys.channel)
    .toResolvedValue(() => createSessionEventChannel())
    .inSingletonScope();
  container
    .bind(Keys.sessionExpiry)
    .toResolvedValue((channel: SessionEventChannel) => channel, [SessionKeys.channel])
    .inSingletonScope();
  container
    .bind(SessionKeys.machine)
    .toResolvedValue(
      (store: SessionStore, channel: SessionEventChannel, locale: CurrentLocale, users: UserGateway) =>
        provideSessionMachine({ users, store, channel, locale }),
      [Keys.sessionStore, SessionKeys.channel, Keys.currentLocale, GatewayKeys.userGateway],
    )
    .inSingletonScope();
  container
    .bind(SessionKeys.emailCode)
    .toResolvedValue(
      (users: UserGateway) =>
        emailCodeMachine.provide({
          actors: {
            sendCode: fromPromise(({ input }) => users.sendEmailCode(input.email, input.purpose)),
          },
        }),
      [GatewayKeys.userGateway],
    )
    .inSingletonScope();
  container
    .bind(SessionKeys.register)
    .toResolvedValue(
      (users: UserGateway) => provideAccountForm(registerMachine, (request) => users.register(request)),
      [GatewayKeys.userGateway],
    )
    .inSingletonScope();
  bindAccountForms(container);
  container
    .bind(SessionKeys.noticeCount)
    .toResolvedValue(
      (notices: NoticeGateway) =>
        noticeCountMachine.provide({ actors: { unreadCount: fromPromise(() => notices.unreadCount()) } }),
      [GatewayKeys.noticeGateway],
    )
    .inSingletonScope();
}

/** Forgot and modify password through the user gateway; the customer-service modal's fetch. */
function bindAccountForms(container: Container): void {
  container
    .bind(SessionKeys.forgetPassword)
    .toResolvedValue(
      (users: UserGateway) =>
        provideAccountForm(forgetPasswordMachine, (request) => users.forgetPassword(request)),
      [GatewayKeys.userGateway],
    )
    .inSingletonScope();
  container
    .bind(SessionKeys.modifyPassword)
    .toResolvedValue(
      (users: UserGateway) =>
        provideAccountForm(modifyPasswordMachine, (request) => users.updatePassword(request)),
      [GatewayKeys.userGateway],
    )
    .inSingletonScope();
  container
    .bind(SessionKeys.customerService)
    .toResolvedValue(
      (params: ParameterGateway) =>
        customerServiceMachine.provide({
          actors: {
            fetchInfo: fromPromise(async () => {
              const [chatUrl, links] = await Promise.all([
                params.param('customer_service_url'),
                params.customerLinks(),
              ]);
              return { chatUrl, links };
            }),
          },
        }),
      [GatewayKeys.parameterGateway],
    )
    .inSingletonScope();
}

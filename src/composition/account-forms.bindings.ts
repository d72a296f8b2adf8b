import type { Container } from 'inversify';
import { createAccountForms } from '../application/session/account-forms';
import type { UserGateway } from '../domain/user/user.port';
import { GatewayKeys, Keys } from './keys';

/**
 * The register, forgot-password and modify-password forms over the mode's user gateway: the
 * account-forms module's bindings (modules/account-forms.module.ts), loaded with the first of
 * their pages, since no first screen shows one.
 */
export function bindAccountForms(container: Container): void {
  container
    .bind(Keys.accountForms)
    .toResolvedValue((users: UserGateway) => createAccountForms({ users }), [GatewayKeys.userGateway]);
}

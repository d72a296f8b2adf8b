import type { Container } from 'inversify';
import { createAddressBookServices } from '../application/withdraw/address-book-services';
import type { WithdrawServices } from '../application/withdraw/withdraw-services';
import type { Clock } from '../domain/shared/clock.port';
import type { AddressBookGateway } from '../domain/withdraw/address-book.port';
import { GatewayKeys, Keys } from './keys';

export function bindWithdraw(container: Container): void {
  container.bind(Keys.withdraw).toResolvedValue(
    (addresses: AddressBookGateway, clock: Clock): WithdrawServices => ({
      addressBook: createAddressBookServices({ addresses, clock }),
    }),
    [GatewayKeys.addressBookGateway, GatewayKeys.clock],
  );
}

import type { AddressBookGateway } from '../../../domain/withdraw/address-book.port';
import type { DemoExchange } from '../demo-exchange';

export function createDemoAddressBookGateway({ exchange }: { exchange: DemoExchange }): AddressBookGateway {
  return {
    list: () => exchange.call((engine, token) => engine.addresses(token)),
    add: (draft) => exchange.call((engine, token) => engine.addAddress(token, draft)),
    edit: (id, draft) => exchange.call((engine, token) => engine.editAddress(token, id, draft)),
    remove: (id) => exchange.call((engine, token) => engine.removeAddress(token, id)),
  };
}

import type { AddressBookGateway } from '../../../domain/withdraw/address-book.port';
import type { DemoExchange } from '../demo-exchange';
import { withdrawPart } from '../engine/parts/withdraw/withdraw.part';

export function createDemoAddressBookGateway({ exchange }: { exchange: DemoExchange }): AddressBookGateway {
  const withdraw = exchange.part(withdrawPart);
  return {
    list: () => withdraw.call((engine, token) => engine.addresses(token)),
    add: (draft) => withdraw.call((engine, token) => engine.addAddress(token, draft)),
    edit: (id, draft) => withdraw.call((engine, token) => engine.editAddress(token, id, draft)),
    remove: (id) => withdraw.call((engine, token) => engine.removeAddress(token, id)),
  };
}

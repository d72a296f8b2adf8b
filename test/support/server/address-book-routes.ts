import type { ExchangeEngine } from '../../../src/adapters/demo/engine';
import type { AddressDraft } from '../../../src/domain/withdraw/address-book';
import { ok, text, type RouteTable } from './route-types';

/** The form fields as sent; the engine checks them with the domain's rule. */
function draftOf(params: URLSearchParams): AddressDraft {
  return {
    label: text(params, 'label'),
    coin: text(params, 'coin') as AddressDraft['coin'],
    network: text(params, 'network') as AddressDraft['network'],
    address: text(params, 'address'),
  };
}

export function addressBookRoutes(engine: ExchangeEngine): RouteTable['addressBook'] {
  return {
    list: ({ token }) => ok(engine.addresses(token)),
    add: ({ params, token }) => ok(engine.addAddress(token, draftOf(params))),
    edit: ({ params, token }) => ok(engine.editAddress(token, text(params, 'id'), draftOf(params))),
    remove: ({ params, token }) => ok(engine.removeAddress(token, text(params, 'id'))),
  };
}

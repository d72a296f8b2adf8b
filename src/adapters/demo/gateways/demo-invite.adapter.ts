import type { InviteGateway } from '../../../domain/account/invite.port';
import type { DemoExchange } from '../demo-exchange';
import { invitePart } from '../engine/parts/invite/invite.part';

/** The invitees on the simulated exchange: whoever registered with the user's code. */
export function createDemoInviteGateway({ exchange }: { exchange: DemoExchange }): InviteGateway {
  const invite = exchange.part(invitePart);
  return {
    invitees: (pageNo, pageSize) => invite.call((engine, token) => engine.invitees(token, pageNo, pageSize)),
  };
}

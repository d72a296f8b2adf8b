import { fromPromise } from 'xstate';
import type { ParameterGateway } from '../../domain/user/user.port';
import { contactLinksOf } from '../shared/contact-links';
import { customerServiceMachine, type CustomerServiceMachine } from './customer-service.machine';

/** The customer-service chat modal (signed-in users). */
export interface SupportServices {
  customerService: CustomerServiceMachine;
}

/** The modal's fetch: the chat page parameter and the contact links (with the platform email), asked together. */
export function createSupportServices({ params }: { params: ParameterGateway }): SupportServices {
  return {
    customerService: customerServiceMachine().provide({
      actors: {
        fetchInfo: fromPromise(async () => {
          const [chatUrl, links] = await Promise.all([
            params.param('customer_service_url'),
            contactLinksOf(params),
          ]);
          return { chatUrl, links };
        }),
      },
    }),
  };
}

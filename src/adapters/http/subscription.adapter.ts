import type { SubscriptionGateway } from '../../domain/products/products.port';
import { API_PATHS } from './api-paths';
import type { HttpClient } from './http-client';
import { readList, readPage } from './read-shape';
import { readProject, readSubscription } from './subscription-shapes';

const paths = API_PATHS.products;

/** Http mode's new-coin subscription (all paths assumed, beside the products'). */
export function createHttpSubscriptionGateway({ client }: { client: HttpClient }): SubscriptionGateway {
  return {
    async projects() {
      return readList(await client.post<unknown>(paths.projects.path, {}), readProject);
    },
    async project(id) {
      return readProject(await client.post<unknown>(paths.project.path, { id }));
    },
    async subscribe(request, once) {
      return readSubscription(await client.post<unknown>(paths.subscribe.path, { ...request, ...once }));
    },
    async subscriptions(query) {
      return readPage(await client.post<unknown>(paths.subscriptions.path, { ...query }), readSubscription);
    },
  };
}

import { withPlatformEmail } from '../../domain/user/customer-links';
import type { CustomerLinks } from '../../domain/user/user';
import type { ParameterGateway } from '../../domain/user/user.port';

/**
 * The contact channels the help and contact screens list: the customer call's links with
 * the platform email (/paramter/getParamListByKeyName customer_service_email), asked together.
 */
export async function contactLinksOf(params: ParameterGateway): Promise<CustomerLinks> {
  const [links, platformEmail] = await Promise.all([
    params.customerLinks(),
    params.param('customer_service_email'),
  ]);
  return withPlatformEmail(links, platformEmail);
}

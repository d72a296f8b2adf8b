import { refuse } from './engine-error';
import type { CoreSettings } from './core-settings';

export const NO_PARAMETER = 'The parameter does not exist';

/** SPEC section 7: /paramter/getParamListByKeyName answers data.valueName for these names. */
export function paramValue(settings: CoreSettings, name: string): string {
  switch (name) {
    case 'contract_fee_rate':
      return settings.feeRate;
    case 'customer_service_email':
      return settings.customerLinks.customerEmail;
    case 'customer_service_url':
      return settings.customerServiceUrl;
    default:
      return refuse(NO_PARAMETER);
  }
}

import { describe, expect, it, vi } from 'vitest';
import { contactLinksOf } from '../../../src/application/shared/contact-links';
import type { ParameterGateway } from '../../../src/domain/user/user.port';

const LINKS = { customerEmail: 'help@links.example', customerWs: '', customerTelegram: '@desk_help' };

function params(platformEmail: string): ParameterGateway {
  return {
    param: vi.fn(async () => platformEmail),
    customerLinks: vi.fn(async () => LINKS),
  } as unknown as ParameterGateway;
}

describe('the contact channels of the help and contact screens', () => {
  it('give the platform email (customer_service_email) with the customer links', async () => {
    const gateway = params(' platform@exchange.example ');
    expect(await contactLinksOf(gateway)).toEqual({ ...LINKS, customerEmail: 'platform@exchange.example' });
    expect(gateway.param).toHaveBeenCalledWith('customer_service_email');
  });

  it("keep the customer call's email while the parameter is empty", async () => {
    expect(await contactLinksOf(params('  '))).toEqual(LINKS);
  });
});

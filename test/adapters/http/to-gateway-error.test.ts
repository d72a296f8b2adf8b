import { AxiosError } from 'axios';
import { describe, expect, it } from 'vitest';
import { toGatewayError } from '../../../src/adapters/http/to-gateway-error';
import { GatewayError } from '../../../src/domain/shared/gateway-error';

const pending = () => new AbortController().signal;

describe('toGatewayError', () => {
  it.each(['ETIMEDOUT', 'ECONNABORTED'])('reads the axios code %s as timeout', (code) => {
    expect(toGatewayError(new AxiosError('timeout', code), pending()).failure).toEqual({ kind: 'timeout' });
  });

  it.each(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'ECONNRESET', 'ERR_NETWORK'])(
    'reads the axios code %s as network',
    (code) => {
      expect(toGatewayError(new AxiosError('failed', code), pending()).failure).toEqual({ kind: 'network' });
    },
  );

  it('reads any failure after the deadline fired as timeout, including the cancellation it causes', () => {
    const controller = new AbortController();
    controller.abort();
    expect(toGatewayError(new AxiosError('canceled', 'ERR_CANCELED'), controller.signal).failure).toEqual({
      kind: 'timeout',
    });
  });

  it('passes a GatewayError through unchanged', () => {
    const error = new GatewayError({ kind: 'malformed' });
    expect(toGatewayError(error, pending())).toBe(error);
  });
});

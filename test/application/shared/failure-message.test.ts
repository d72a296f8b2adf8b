import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { failureOf } from '../../../src/application/shared/failure-message';
import { isOutcomeUnknown } from '../../../src/application/shared/outcome-unknown';
import { GatewayError, type GatewayFailure } from '../../../src/domain/shared/gateway-error';

const gateway = (failure: GatewayFailure) => new GatewayError(failure);

describe('failureOf: the one mapper from a failed call to what the user is told', () => {
  it.each<[string, GatewayFailure, ReturnType<typeof failureOf>]>([
    [
      'a refusal keeps the server msg',
      { kind: 'business', code: 0, message: 'Paused' },
      { kind: 'said', text: 'Paused' },
    ],
    [
      'a refusal keeps its reason word beside the msg',
      { kind: 'business', code: 0, message: 'Locked until 12:00', reason: 'withdraw-locked' },
      { kind: 'said', text: 'Locked until 12:00', reason: 'withdraw-locked' },
    ],
    [
      'a -2 keeps the server msg',
      { kind: 'session-expired', message: 'Please login first' },
      { kind: 'said', text: 'Please login first' },
    ],
    ['a refusal without msg is the fallback', { kind: 'business', code: 0, message: '' }, { kind: 'error' }],
    [
      "the adapters' 'error' fill-in is the fallback",
      { kind: 'business', code: 7, message: 'error' },
      { kind: 'error' },
    ],
    [
      'an HTTP status is a server error, never its number',
      { kind: 'http-status', status: 500, body: { msg: 'x' } },
      { kind: 'server' },
    ],
    ['a network error', { kind: 'network' }, { kind: 'network' }],
    ['a timeout', { kind: 'timeout' }, { kind: 'timeout' }],
    ['a malformed answer', { kind: 'malformed' }, { kind: 'malformed' }],
  ])('%s', (_name, failure, expected) => {
    expect(failureOf(gateway(failure))).toEqual(expected);
  });

  it("never shows the text of an error that is not the gateway's (a bug, axios' own words)", () => {
    fc.assert(
      fc.property(fc.anything(), (thrown) => {
        const failure = failureOf(thrown instanceof GatewayError ? null : thrown);
        expect(failure).toEqual({ kind: 'error' });
      }),
    );
    expect(failureOf(new Error('Network Error'))).toEqual({ kind: 'error' });
  });
});

describe('isOutcomeUnknown: the one rule for money calls the exchange may have applied', () => {
  it.each<[GatewayFailure, boolean]>([
    [{ kind: 'timeout' }, true],
    [{ kind: 'network' }, true],
    [{ kind: 'http-status', status: 502, body: null }, true],
    [{ kind: 'http-status', status: 504, body: null }, true],
    [{ kind: 'http-status', status: 500, body: null }, true],
    [{ kind: 'http-status', status: 503, body: null }, true],
    [{ kind: 'malformed' }, true],
    [{ kind: 'http-status', status: 404, body: null }, false],
    [{ kind: 'http-status', status: 429, body: null }, false],
    [{ kind: 'business', code: 0, message: 'Insufficient available balance' }, false],
    [{ kind: 'session-expired', message: 'Please login first' }, false],
  ])('%j: %s', (failure, unknown) => {
    expect(isOutcomeUnknown(gateway(failure))).toBe(unknown);
  });

  it('an error that is not a gateway failure is not a lost answer', () => {
    expect(isOutcomeUnknown(new Error('timeout'))).toBe(false);
    expect(isOutcomeUnknown(undefined)).toBe(false);
  });
});

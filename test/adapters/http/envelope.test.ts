import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readEnvelope, readMarket } from '../../../src/adapters/http/envelope';
import { isGatewayError, type GatewayFailure } from '../../../src/domain/shared/gateway-error';

function failureOf(read: () => unknown): GatewayFailure {
  try {
    read();
  } catch (error) {
    if (isGatewayError(error)) return error.failure;
    throw error;
  }
  throw new Error('expected a GatewayError');
}

const recorder = () => {
  const messages: string[] = [];
  return { messages, listener: { sessionExpired: (message: string) => void messages.push(message) } };
};

describe('readEnvelope', () => {
  it('rejects every code other than 1 and -2 as business, keeping code and msg', () => {
    fc.assert(
      fc.property(
        fc.integer().filter((code) => code !== 1 && code !== -2),
        fc.boolean(),
        fc.string({ minLength: 1 }).filter((msg) => msg.trim() !== ''),
        (code, asText, msg) => {
          const { messages, listener } = recorder();
          const body = { code: asText ? String(code) : code, msg, data: 'never returned' };
          expect(failureOf(() => readEnvelope(body, listener))).toEqual({
            kind: 'business',
            code,
            message: msg,
          });
          expect(messages).toEqual([]);
        },
      ),
    );
  });

  it("keeps a refusal's reason word (data.reason), never free text in its place", () => {
    const refused = (data: unknown) =>
      failureOf(() => readEnvelope({ code: 0, msg: 'No', data }, recorder().listener));
    expect(refused({ reason: 'withdraw-locked' })).toEqual({
      kind: 'business',
      code: 0,
      message: 'No',
      reason: 'withdraw-locked',
    });
    for (const data of [null, { reason: 'Locked until 12:00' }, { reason: 7 }, { reason: 'x'.repeat(65) }]) {
      expect(refused(data)).toEqual({ kind: 'business', code: 0, message: 'No' });
    }
  });

  it('resolves data for code 1 whatever data is', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.constantFrom<unknown>(1, '1'), (data, code) => {
        expect(readEnvelope({ code, msg: 'ignored', data }, recorder().listener)).toEqual(data);
      }),
    );
  });

  it('still rejects as session-expired when the listener itself throws', () => {
    const listener = {
      sessionExpired: () => {
        throw new Error('listener broke');
      },
    };
    expect(failureOf(() => readEnvelope({ code: -2, msg: 'bye' }, listener))).toEqual({
      kind: 'session-expired',
      message: 'bye',
    });
  });

  it.each([[{ code: 1.5 }], [{ code: '' }], [{ code: null }], [{ code: '1e3' }], [{ code: true }]])(
    'rejects the code in %j as malformed',
    (body) => {
      expect(failureOf(() => readEnvelope(body, recorder().listener))).toEqual({ kind: 'malformed' });
    },
  );
});

describe('readMarket', () => {
  it("returns a status 'ok' body itself, not its data", () => {
    const body = { status: 'ok', data: [{ id: 1 }] };
    expect(readMarket(body, recorder().listener)).toBe(body);
  });

  it('prefers err-msg to msg for a failed status', () => {
    const failure = failureOf(() =>
      readMarket({ status: 'error', 'err-msg': 'first', msg: 'second' }, recorder().listener),
    );
    expect(failure).toMatchObject({ kind: 'business', message: 'first' });
  });
});

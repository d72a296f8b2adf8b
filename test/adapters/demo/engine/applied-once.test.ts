import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type ExchangeEngine } from '../../../../src/adapters/demo/engine';
import {
  APPLIED_KEPT_MS,
  APPLIED_KEPT_PER_USER,
} from '../../../../src/adapters/demo/engine/parts/once/applied-once';
import { signUp, startEngine, testEngine } from '../../../support/fixtures/engine';

const usdt = (engine: ExchangeEngine, token: string, account: 'spot' | 'contract') =>
  Number(engine.assets(token, account).list.find((row) => row.currencyName === 'USDT')?.availableCurrency);

/** A transfer as the property sends it: spot -> contract (1) or back (2), whole USDT. */
const transferArb = fc.record({ amount: fc.integer({ min: 1, max: 100 }), type: fc.constantFrom(1, 2) });

/**
 * One send of a request: after some time, maybe after the engine restarted from its saved state.
 * Every send after a request's first is a retry after a lost answer (a timeout: the engine
 * applied it, the client never heard) or a duplicate press: the engine cannot tell them apart.
 */
const sendArb = fc.record({
  waitMs: fc.integer({ min: 0, max: 5 * 60_000 }),
  restart: fc.boolean(),
});

describe('money requests applied once per request id', () => {
  it('any interleaving of duplicates, lost answers and retries leaves balances as if each distinct request were applied once (property)', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({ transfer: transferArb, sends: fc.array(sendArb, { minLength: 1, maxLength: 4 }) }),
          {
            minLength: 1,
            maxLength: 12,
          },
        ),
        fc.array(fc.nat(), { minLength: 48, maxLength: 48 }),
        (requests, order) => {
          const { clock } = startEngine();
          let engine = testEngine({ clock, seed: 'once' });
          const { token } = signUp(engine, 'once@example.com');
          // Funds on both sides, so no transfer of the run is ever refused.
          engine.transfer(token, { amount: '5000', currency: 'USDT', type: 1 });
          const sends = requests.flatMap((request, index) =>
            request.sends.map((send, at) => ({ ...send, index, at })),
          );
          // Shuffled, but each request's own sends stay in order (a retry follows its send).
          const ranked = sends
            .map((send, i) => ({ send, rank: order[i % order.length] ?? 0 }))
            .sort((a, b) => a.rank - b.rank || a.send.index - b.send.index || a.send.at - b.send.at);
          for (const { send } of ranked) {
            clock.advance(send.waitMs);
            if (send.restart) engine = testEngine({ clock, state: engine.state() });
            const { amount, type } = requests[send.index]?.transfer ?? { amount: 0, type: 1 };
            engine.transfer(
              token,
              { amount: String(amount), currency: 'USDT', type },
              `request-${send.index}`,
            );
          }
          const moved = requests.reduce(
            (sum, { transfer }) => sum + (transfer.type === 1 ? transfer.amount : -transfer.amount),
            0,
          );
          expect(usdt(engine, token, 'spot')).toBe(5000 - moved);
          expect(usdt(engine, token, 'contract')).toBe(5000 + moved);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('answers a repeat with the first answer and applies it again on another call or for another user', () => {
    const { engine } = startEngine();
    const a = signUp(engine, 'a@example.com');
    const b = signUp(engine, 'b@example.com');
    engine.transfer(a.token, { amount: '1000', currency: 'USDT', type: 1 });
    const request = {
      baseCoin: 'DOGE',
      quoteCoin: 'USDT',
      side: 'buy',
      type: 'market',
      amount: '100',
    } as const;
    const first = engine.placeSpotOrder(a.token, request, 'same');
    expect(engine.placeSpotOrder(a.token, request, 'same')).toEqual(first);
    expect(engine.spotOrderHistory(a.token, { pageNo: 1, pageSize: 10 }).sum).toBe(1);
    // The same id on another call, or from another user, is another request.
    engine.transfer(a.token, { amount: '10', currency: 'USDT', type: 1 }, 'same');
    expect(usdt(engine, a.token, 'contract')).toBe(1010);
    expect(engine.placeSpotOrder(b.token, request, 'same').id).not.toBe(first.id);
  });

  it('applies a refused request when it is sent again and allowed: a refusal is not remembered', () => {
    const { engine } = startEngine();
    const { token } = signUp(engine, 'c@example.com');
    const back = { amount: '10', currency: 'USDT', type: 2 };
    expect(() => engine.transfer(token, back, 'back-1')).toThrow();
    engine.transfer(token, { amount: '10', currency: 'USDT', type: 1 });
    engine.transfer(token, back, 'back-1');
    expect(usdt(engine, token, 'contract')).toBe(0);
  });

  it('remembers ids for a day and a bounded number per user', () => {
    const { engine, clock } = startEngine();
    const { token } = signUp(engine, 'd@example.com');
    const one = { amount: '1', currency: 'USDT', type: 1 };
    engine.transfer(token, one, 'old');
    clock.advance(APPLIED_KEPT_MS);
    engine.transfer(token, one, 'old');
    expect(usdt(engine, token, 'contract')).toBe(2);
    for (let i = 0; i <= APPLIED_KEPT_PER_USER; i += 1) engine.transfer(token, one, `id-${i}`);
    expect(engine.state().appliedRequests).toHaveLength(APPLIED_KEPT_PER_USER);
    // The oldest fell out; the newest is still answered without moving anything.
    engine.transfer(token, one, `id-${APPLIED_KEPT_PER_USER}`);
    expect(usdt(engine, token, 'contract')).toBe(2 + APPLIED_KEPT_PER_USER + 1);
  });
});

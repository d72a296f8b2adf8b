import { describe, expect, it } from 'vitest';
import { ledgerTypeOf } from '../../../../src/adapters/demo/engine/parts/ledger/transaction-log';
import { ASSET_RECORD_TYPES } from '../../../../src/adapters/demo/engine/record-types';
import { isLedgerTypeName } from '../../../../src/domain/ledger/ledger';
import { signUp, startEngine } from '../../../support/fixtures/engine';

describe('engine transaction log', () => {
  it('lists every balance change once, newest first, with the balance after it', () => {
    const { engine, clock } = startEngine();
    const { token } = signUp(engine, 'log@example.com');
    engine.transfer(token, { amount: '300', currency: 'USDT', type: 1 });
    clock.advance(1_000);
    engine.transfer(token, { amount: '100', currency: 'USDT', type: 2 });
    const page = engine.ledger(token, { pageNo: 1, pageSize: 10 });
    const rows = page.list.map(({ account, currency, amount, balance, type }) => ({
      account,
      currency,
      amount,
      balance,
      type,
    }));
    expect(rows.slice(0, 4)).toEqual([
      { account: 'spot', currency: 'USDT', amount: '100', balance: '9800', type: 'transfer' },
      { account: 'contract', currency: 'USDT', amount: '-100', balance: '200', type: 'transfer' },
      { account: 'contract', currency: 'USDT', amount: '300', balance: '300', type: 'transfer' },
      { account: 'spot', currency: 'USDT', amount: '-300', balance: '9700', type: 'transfer' },
    ]);
    expect(page.sum).toBe(engine.state().records.length);
  });

  it('filters by type and coin, and offers the types and coins the log holds', () => {
    const { engine } = startEngine();
    const { token } = signUp(engine, 'f@example.com');
    const quote = engine.convertQuote(token, { fromCoin: 'USDT', toCoin: 'BTC', amount: '100' });
    engine.executeConvert(token, quote.id);
    engine.transfer(token, { amount: '5', currency: 'USDC', type: 1 });
    const conversions = engine.ledger(token, { pageNo: 1, pageSize: 10, type: 'convert' });
    expect(conversions.sum).toBe(2);
    expect(conversions.list.map((entry) => entry.currency)).toEqual(['BTC', 'USDT']);
    const usdc = engine.ledger(token, { pageNo: 1, pageSize: 10, currency: 'usdc' });
    expect(usdc.list.every((entry) => entry.currency === 'USDC')).toBe(true);
    const filters = engine.ledgerFilters(token);
    expect(filters.types).toEqual(expect.arrayContaining(['convert', 'transfer']));
    expect(filters.coins).toEqual(expect.arrayContaining(['BTC', 'USDC', 'USDT']));
  });

  it('names every record kind, known or not, with a valid type name', () => {
    for (const type of [...ASSET_RECORD_TYPES, 99]) expect(isLedgerTypeName(ledgerTypeOf(type))).toBe(true);
    expect(ledgerTypeOf(99)).toBe('other-99');
  });

  it('pages 10 at a time up to sum', () => {
    const { engine } = startEngine();
    const { token } = signUp(engine, 'p@example.com');
    for (let i = 0; i < 6; i += 1) engine.transfer(token, { amount: '1', currency: 'USDT', type: 1 });
    const first = engine.ledger(token, { pageNo: 1, pageSize: 10 });
    const second = engine.ledger(token, { pageNo: 2, pageSize: 10 });
    expect(first.list).toHaveLength(10);
    expect(second.list).toHaveLength(first.sum - 10);
    expect(new Set([...first.list, ...second.list].map((entry) => entry.id)).size).toBe(first.sum);
  });
});

import { describe, expect, it } from 'vitest';
import { emptyEngineState, parseEngineState } from '../../../../src/adapters/demo/engine';

describe('engine state with the address book', () => {
  it('reads a state stored before the address book as one with an empty book', () => {
    const { addresses: _none, ...older } = emptyEngineState('seed');
    expect(parseEngineState(JSON.parse(JSON.stringify(older)))?.addresses).toEqual([]);
  });

  it('reads a state stored before deleted addresses were kept as one that keeps none', () => {
    const { removedAddresses: _none, ...older } = emptyEngineState('seed');
    expect(parseEngineState(JSON.parse(JSON.stringify(older)))?.removedAddresses).toEqual([]);
  });

  it('drops a stored state whose address belongs to no user', () => {
    const state = emptyEngineState('seed');
    state.addresses.push({
      id: '1',
      userId: 'ghost',
      label: 'x',
      coin: 'USDT',
      network: 'TRC20',
      address: 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8',
      createdAt: 0,
      usableAt: 0,
    });
    expect(parseEngineState(JSON.parse(JSON.stringify(state)))).toBeNull();
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createLocalContractAccountChoice } from '../../../src/adapters/storage/contract-account-choice.adapter';
import { createMemoryStorage } from '../../../src/adapters/storage/memory-storage';
import { ContractAccount } from '../../../src/domain/contract/contract';
import { createThrowingStorage } from '../../support/fixtures/throwing-storage';

const signedIn = (userId = 'u1') => {
  const storage = createMemoryStorage();
  storage.setItem('User-Id', userId);
  return storage;
};

describe('the kept contract account (Contract-Account)', () => {
  it('reads none until the user chooses, then the choice, across adapter instances (a reload)', () => {
    const storage = signedIn();
    expect(createLocalContractAccountChoice(storage).load()).toBeNull();
    createLocalContractAccountChoice(storage).save(ContractAccount.demo);
    expect(createLocalContractAccountChoice(storage).load()).toBe(ContractAccount.demo);
    createLocalContractAccountChoice(storage).save(ContractAccount.real);
    expect(createLocalContractAccountChoice(storage).load()).toBe(ContractAccount.real);
  });

  it('keeps one choice per user: another user on this browser does not inherit demo', () => {
    const storage = signedIn('u1');
    createLocalContractAccountChoice(storage).save(ContractAccount.demo);
    storage.setItem('User-Id', 'u2');
    expect(createLocalContractAccountChoice(storage).load()).toBeNull();
    storage.setItem('User-Id', 'u1');
    expect(createLocalContractAccountChoice(storage).load()).toBe(ContractAccount.demo);
  });

  it('keeps nothing without a signed-in user', () => {
    const storage = createMemoryStorage();
    createLocalContractAccountChoice(storage).save(ContractAccount.demo);
    expect(storage.getItem('Contract-Account')).toBeNull();
    expect(createLocalContractAccountChoice(storage).load()).toBeNull();
  });

  it('reads any other stored text as none, and a refusing storage never throws', () => {
    fc.assert(
      fc.property(fc.string(), fc.jsonValue(), (raw, value) => {
        const storage = signedIn();
        storage.setItem('Contract-Account', raw);
        const fromText = createLocalContractAccountChoice(storage).load();
        storage.setItem('Contract-Account', JSON.stringify({ u1: value }));
        const fromValue = createLocalContractAccountChoice(storage).load();
        for (const read of [fromText, fromValue]) {
          expect([null, ContractAccount.real, ContractAccount.demo]).toContain(read);
        }
        if (value !== ContractAccount.real && value !== ContractAccount.demo) expect(fromValue).toBeNull();
      }),
    );
    const refusing = createLocalContractAccountChoice(createThrowingStorage());
    expect(() => refusing.save(ContractAccount.demo)).not.toThrow();
    expect(refusing.load()).toBeNull();
  });
});

describe('"don\'t ask again" for real-money orders (Contract-Real-Confirm-Off)', () => {
  it('asks until the user says not to, then never again for that user, across a reload', () => {
    const storage = signedIn('u1');
    expect(createLocalContractAccountChoice(storage).asksBeforeRealOrders()).toBe(true);
    createLocalContractAccountChoice(storage).stopAskingBeforeRealOrders();
    expect(createLocalContractAccountChoice(storage).asksBeforeRealOrders()).toBe(false);
    storage.setItem('User-Id', 'u2');
    expect(createLocalContractAccountChoice(storage).asksBeforeRealOrders()).toBe(true);
  });

  it('asks when nobody is signed in or the entry is unreadable, and a refusing storage never throws', () => {
    expect(createLocalContractAccountChoice(createMemoryStorage()).asksBeforeRealOrders()).toBe(true);
    const storage = signedIn('u1');
    storage.setItem('Contract-Real-Confirm-Off', '{"u1":"yes"}');
    expect(createLocalContractAccountChoice(storage).asksBeforeRealOrders()).toBe(true);
    const refusing = createLocalContractAccountChoice(createThrowingStorage());
    expect(() => refusing.stopAskingBeforeRealOrders()).not.toThrow();
    expect(refusing.asksBeforeRealOrders()).toBe(true);
  });
});

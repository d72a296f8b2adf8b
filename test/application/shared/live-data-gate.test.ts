import { describe, expect, it } from 'vitest';
import { liveDataGate } from '../../../src/application/shared/live-data-gate';
import type { Connectivity } from '../../../src/domain/shared/connectivity.port';
import { fakeVisibility } from './fake-visibility';

function fakeConnectivity() {
  let online = true;
  const listeners = new Set<() => void>();
  const connectivity: Connectivity = {
    online: () => online,
    onChange: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const set = (value: boolean) => {
    online = value;
    listeners.forEach((listener) => listener());
  };
  return { connectivity, set, listeners };
}

describe('the live data gate', () => {
  it('lets the feeds poll only while the page is in view and the device online', () => {
    const visibility = fakeVisibility();
    const net = fakeConnectivity();
    const gate = liveDataGate(visibility, net.connectivity);
    expect(gate.hidden()).toBe(false);
    net.set(false);
    expect(gate.hidden()).toBe(true);
    net.set(true);
    visibility.set(true);
    expect(gate.hidden()).toBe(true);
  });

  it('tells its listener of either change, and lets go of both on unsubscribe', () => {
    const visibility = fakeVisibility();
    const net = fakeConnectivity();
    const seen: boolean[] = [];
    const gate = liveDataGate(visibility, net.connectivity);
    const stop = gate.onChange(() => seen.push(gate.hidden()));
    net.set(false);
    net.set(true);
    visibility.set(true);
    expect(seen).toEqual([true, false, true]);
    stop();
    expect(net.listeners.size).toBe(0);
    visibility.set(false);
    expect(seen).toHaveLength(3);
  });
});

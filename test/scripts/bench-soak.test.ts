import { describe, expect, it } from 'vitest';
import { soakVerdict, type SoakReading } from '../../bench/soak-bench.mjs';

const hour = (n: number, heapMb: number, nodes: number, listeners: number, timeouts = 2): SoakReading => ({
  hour: n,
  heapMb,
  nodes,
  listeners,
  intervals: 0,
  timeouts,
});

describe("the soak's verdict", () => {
  it('passes a day that rises and falls within a tenth of its first hour', () => {
    const day = [hour(1, 14.34, 1001, 434), hour(4, 15.29, 1041, 439), hour(8, 15.69, 1033, 438)];
    expect(soakVerdict(day)).toMatchObject({ pass: true, heapGrowth: 0.094 });
  });

  it('fails a heap that grows by more than a tenth, and a timer the app keeps adding', () => {
    expect(soakVerdict([hour(1, 14, 1000, 400), hour(8, 16, 1000, 400)]).checks.heap).toBe(false);
    expect(soakVerdict([hour(1, 14, 1000, 400), hour(8, 14, 1000, 400, 3)]).checks.timers).toBe(false);
  });
});

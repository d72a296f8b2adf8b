import { describe, expect, it } from 'vitest';
import { wrongBaseOf } from './api-base-check';

describe('the e2e check of API bases', () => {
  it('lets a desktop page call only under /bb/app', () => {
    expect(wrongBaseOf('/pc/scontract', '/bb/app/contract/getAssets')).toBeNull();
    expect(wrongBaseOf('/pc/scontract', '/bb/app/virtual/getAssets')).toBeNull();
    expect(wrongBaseOf('/pc/scontract', '/contract/getAssets')).toBe(
      '/contract/getAssets from /pc/scontract',
    );
    expect(wrongBaseOf('/PC/trade', '/huobi/getKline')).not.toBeNull();
  });

  it('keeps a mobile page off /bb and its demo account under /contract/app', () => {
    expect(wrongBaseOf('/trade', '/contract/getAssets')).toBeNull();
    expect(wrongBaseOf('/trade', '/contract/app/virtual/getAssets')).toBeNull();
    expect(wrongBaseOf('/trade', '/virtual/getAssets')).not.toBeNull();
    expect(wrongBaseOf('/market/btcusdt', '/bb/app/huobi/getKline')).not.toBeNull();
  });

  it('ignores what is not an API call (the app, its chunks, the fault control)', () => {
    expect(wrongBaseOf('/pc/main', '/assets/index-abc.js')).toBeNull();
    expect(wrongBaseOf('/pc/main', '/pc/main')).toBeNull();
    expect(wrongBaseOf('/pc/main', '/__faults')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { fetchPairDetail } from '../../../src/application/market/pair-detail.data';
import type { MarketGateway } from '../../../src/domain/market/market.port';
import { GatewayError } from '../../../src/domain/shared/gateway-error';
import { answer, BTC } from './pair-detail.fixtures';

const request = { pair: BTC, timeframe: '1min', size: 2000 } as const;
const full = answer('100', request);
const refused = () => Promise.reject(new GatewayError({ kind: 'malformed' }));

function gateway(failing: (keyof MarketGateway)[]): MarketGateway {
  const answers: Partial<Record<keyof MarketGateway, () => Promise<unknown>>> = {
    candles: () => Promise.resolve(full.candles),
    depth: () => Promise.resolve(full.depth),
    deals: () => Promise.resolve(full.deals),
    ticker: () => Promise.resolve(full.ticker),
  };
  for (const name of failing) answers[name] = refused;
  return answers as unknown as MarketGateway;
}

describe('one poll of a pair', () => {
  it('answers the parts that came and says why the others failed', async () => {
    const got = await fetchPairDetail(gateway(['deals']), request);
    expect(got.deals).toBeNull();
    expect(got.failures).toEqual({ deals: { kind: 'malformed' } });
    expect(got.depth).toEqual(full.depth);
    expect(got.ticker).toEqual(full.ticker);
    expect(got.candles).toEqual(full.candles);
  });

  it('fails as a whole only when every part fails', async () => {
    await expect(fetchPairDetail(gateway(['candles', 'depth', 'deals', 'ticker']), request)).rejects.toThrow(
      'malformed',
    );
  });
});

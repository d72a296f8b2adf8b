import { describe, expect, it } from 'vitest';
import {
  PRICE_LINES_ID,
  priceLinesPatch,
  type PriceLine,
} from '../../../../src/ui/features/market/kline/kline-price-lines';

const up: PriceLine = { id: 'a', price: '90000.5', colour: '#2ebd85', label: 'Up 5 USDT · 28s', above: true };
const down: PriceLine = {
  id: 'b',
  price: '89990',
  colour: '#f6465d',
  label: 'Down 3 USDT · 12s',
  above: false,
};

describe('price lines on the kline', () => {
  it('draws each line dashed at its price in its colour, labelled at the start', () => {
    const [series] = priceLinesPatch([up, down], 119).series;
    expect(series?.id).toBe(PRICE_LINES_ID);
    expect(
      series?.markLine.data.map((d) => [d.yAxis, d.lineStyle.color, d.lineStyle.type, d.label.formatter]),
    ).toEqual([
      [90000.5, '#2ebd85', 'dashed', 'Up 5 USDT · 28s'],
      [89990, '#f6465d', 'dashed', 'Down 3 USDT · 12s'],
    ]);
    expect(series?.markLine.data.every((d) => d.label.backgroundColor === d.lineStyle.color)).toBe(true);
  });

  it('puts labels above or below their lines, and along the line when one side has more', () => {
    const more = [up, down, { ...up, id: 'c' }, { ...up, id: 'd' }, { ...up, id: 'e' }];
    const positions = priceLinesPatch(more, 9).series[0]?.markLine.data.map((d) => d.label.position);
    expect(positions).toEqual([
      'insideStartTop',
      'insideStartBottom',
      'insideEndTop',
      'insideMiddleTop',
      'insideStartTop',
    ]);
  });

  it('holds the prices at the newest candle, so the price axis makes room for them', () => {
    expect(priceLinesPatch([up, down], 119).series[0]?.data).toEqual([
      [119, 90000.5],
      [119, 89990],
    ]);
    expect(priceLinesPatch([up], null).series[0]?.data).toEqual([]);
  });

  it('clears every line when none is left', () => {
    const [series] = priceLinesPatch([], 119).series;
    expect(series?.markLine.data).toEqual([]);
    expect(series?.data).toEqual([]);
  });
});

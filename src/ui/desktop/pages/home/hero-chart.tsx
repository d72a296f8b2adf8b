import './hero-chart.css';

/** Candle heights and directions for the hero's decorative chart (no real prices). */
const CANDLES: readonly { body: number; wick: number; offset: number; up: boolean }[] = [
  { body: 28, wick: 46, offset: 20, up: true },
  { body: 20, wick: 34, offset: 40, up: false },
  { body: 34, wick: 52, offset: 36, up: true },
  { body: 18, wick: 30, offset: 62, up: true },
  { body: 26, wick: 40, offset: 58, up: false },
  { body: 40, wick: 58, offset: 64, up: true },
  { body: 22, wick: 36, offset: 92, up: true },
  { body: 30, wick: 44, offset: 86, up: false },
  { body: 44, wick: 64, offset: 96, up: true },
  { body: 24, wick: 38, offset: 126, up: true },
  { body: 36, wick: 50, offset: 120, up: false },
  { body: 48, wick: 70, offset: 134, up: true },
];

/** A stylised candlestick card drawn with CSS, purely decorative. */
export function HeroChart() {
  return (
    <div className="dt-hero-chart" aria-hidden="true">
      <div className="dt-hero-chart__bar">
        <span className="dt-hero-chart__dot" />
        <span className="dt-hero-chart__dot" />
        <span className="dt-hero-chart__dot" />
      </div>
      <div className="dt-hero-chart__plot">
        {CANDLES.map((candle, index) => (
          <span
            key={index}
            className={candle.up ? 'dt-candle dt-candle--up' : 'dt-candle dt-candle--down'}
            style={{ bottom: candle.offset, height: candle.wick }}
          >
            <span className="dt-candle__body" style={{ height: candle.body }} />
          </span>
        ))}
      </div>
    </div>
  );
}

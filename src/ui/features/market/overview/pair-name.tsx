import './market.css';
import { CoinMark } from '../../../shared/coin-mark';

/** A pair as lists and headers name it: the base coin's mark, the base, then "/quote". */
export function PairName({ base, quote, logo }: { base: string; quote: string; logo?: string }) {
  return (
    <span className="mk-pair-name">
      <CoinMark coin={base} logo={logo} />
      <strong>{base}</strong>
      <span className="mk-flat">/{quote}</span>
    </span>
  );
}

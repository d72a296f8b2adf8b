import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import { selectPair } from '../../../../application/market/pair-detail.selectors';
import type { Pair } from '../../../../domain/market/market';
import { pairPrecision } from '../../../../domain/precision';
import { PairDetailActor } from '../../../features/market/pair/pair-detail-provider';
import { PickedPrice } from '../../../features/market/pair/picked-price';
import { SpotOrderForm } from '../../../features/spot/order/spot-order-form';
import { spotListMessages } from '../../../features/spot/spot-lists.messages';
import { spotMessages } from '../../../features/spot/spot.messages';
import { pcPath } from '../../routes/desktop-routes';

/** The login page, coming back to this pair afterwards. */
function useLoginPath(): string {
  const { pathname, search } = useLocation();
  return `${pcPath('/login/login')}?redirect=${encodeURIComponent(`${pathname}${search}`)}`;
}

/** The order entry at the terminal's side. */
export function SpotEntry({ pair }: { pair: Pair }) {
  return <SpotOrderForm pair={pair} />;
}

/** A visitor's side panel: the price last picked from the book, and the way to log in. */
export function SignedOutEntry({ picked }: { picked: string | null }) {
  const intl = useIntl();
  const pair = PairDetailActor.useSelector(selectPair);
  const login = useLoginPath();
  return (
    <div className="spot-form spot-form--visitor">
      <PickedPrice price={picked} places={pairPrecision(pair.base, pair.quote)} />
      <Link className="dt-link-button" to={login}>
        {intl.formatMessage(spotMessages.signIn)}
      </Link>
    </div>
  );
}

/** The bottom panel for a visitor: orders and assets need a session. */
export function SignedOutLists() {
  const intl = useIntl();
  const login = useLoginPath();
  return (
    <p className="sp-state sp-state--visitor">
      <Link to={login}>{intl.formatMessage(spotListMessages.signIn)}</Link>
    </p>
  );
}

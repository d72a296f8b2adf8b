import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import { selectPair } from '../../../../application/market/pair-detail.selectors';
import type { Pair } from '../../../../domain/market/market';
import { pairPrecision } from '../../../../domain/precision';
import { PairDetailActor } from '../../../features/market/pair/pair-detail-provider';
import { PickedPrice } from '../../../features/market/pair/picked-price';
import { registerMessages } from '../../../features/session/register.messages';
import { sessionMessages } from '../../../features/session/session.messages';
import { SpotOrderForm } from '../../../features/spot/order/spot-order-form';
import { VisitorOrderForm } from '../../../features/spot/order/visitor-order-form';
import { spotListMessages } from '../../../features/spot/spot-lists.messages';
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

/** A visitor's side panel: the order form read-only, the price last picked, Log in and Register. */
export function SignedOutEntry({ picked }: { picked: string | null }) {
  const intl = useIntl();
  const pair = PairDetailActor.useSelector(selectPair);
  const login = useLoginPath();
  return (
    <>
      <VisitorOrderForm
        pair={pair}
        picked={picked}
        actions={
          <>
            <Link to={login}>{intl.formatMessage(sessionMessages.login)}</Link>
            <Link to={pcPath('/login/register')}>{intl.formatMessage(registerMessages.title)}</Link>
          </>
        }
      />
      <PickedPrice price={picked} places={pairPrecision(pair.base, pair.quote)} />
    </>
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

import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { selectDepth, selectPair } from '../../../../application/market/pair-detail.selectors';
import { PairDetailActor } from '../../../features/market/pair/pair-detail-provider';
import { SpotOrderForm } from '../../../features/spot/order/spot-order-form';
import { spotMessages } from '../../../features/spot/spot.messages';
import { useSignedIn } from '../../../shared/session-actor';
import { pcPath } from '../../routes/desktop-routes';

type DepthSnapshot = Parameters<typeof selectDepth>[0];
// Only the best prices reach the form: a new book with the same top does not re-render it.
const selectBestAsk = (snapshot: DepthSnapshot) => selectDepth(snapshot)?.asks[0]?.price ?? null;
const selectBestBid = (snapshot: DepthSnapshot) => selectDepth(snapshot)?.bids[0]?.price ?? null;

/** The spot order entry beside the book of /pc/trade; visitors are asked to log in. */
export function SpotEntry({ picked }: { picked: string | null }) {
  const intl = useIntl();
  const signedIn = useSignedIn();
  const pair = PairDetailActor.useSelector(selectPair);
  const bestAsk = PairDetailActor.useSelector(selectBestAsk);
  const bestBid = PairDetailActor.useSelector(selectBestBid);
  if (!signedIn)
    return (
      <p className="spot-form">
        <Link to={pcPath('/login/login')}>{intl.formatMessage(spotMessages.signIn)}</Link>
      </p>
    );
  return <SpotOrderForm pair={pair} bestAsk={bestAsk} bestBid={bestBid} picked={picked} />;
}

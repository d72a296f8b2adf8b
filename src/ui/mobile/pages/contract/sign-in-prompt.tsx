import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { DEFAULT_SPOT_SYMBOL } from '../../../../domain/market/trade-kind';
import { contractMessages } from '../../../features/contract/contract.messages';
import { useVisitorDurations } from '../../../features/contract/order/use-visitor-durations';
import {
  VisitorOrderPanelView,
  type VisitorDurationsView,
} from '../../../features/contract/order/visitor-order-panel';
import { useTradeKindSeen } from '../../../features/market/preferences/use-trade-kind';
import '../../../features/contract/contract.css';
import { registerMessages } from '../../../features/session/register.messages';
import { PageHeader } from '../../layout/page-header';
import { TradeSwitchView } from '../../layout/trade-switch';
import { loginRedirectPath } from '../../routes/login-redirect';

/** Signed-out visitors of the Trade tab see the order form read-only, with Log in (and back) and Register. */
export function SignInPrompt() {
  // The Trade tab comes back to the contract (trade-switch.tsx).
  useTradeKindSeen('seconds');
  return <SignInPromptView durations={useVisitorDurations()} />;
}

/** The prompt from its durations alone: the build paints it before they load (first-screen/). */
export function SignInPromptView({ durations }: { durations: VisitorDurationsView }) {
  const intl = useIntl();
  return (
    <>
      <PageHeader
        title={intl.formatMessage(contractMessages.title)}
        middle={<TradeSwitchView current="seconds" symbol={DEFAULT_SPOT_SYMBOL} />}
      />
      <div className="m-page">
        <section className="m-card" aria-labelledby="contract-sign-in">
          <h2 id="contract-sign-in" className="m-section-title">
            {intl.formatMessage(contractMessages.signInTitle)}
          </h2>
          <VisitorOrderPanelView
            durations={durations}
            actions={
              <>
                <Link to={loginRedirectPath('/trade')} data-testid="contract-login">
                  {intl.formatMessage(contractMessages.signInAction)}
                </Link>
                <Link to="/register">{intl.formatMessage(registerMessages.title)}</Link>
              </>
            }
          />
        </section>
      </div>
    </>
  );
}

import { useIntl } from 'react-intl';
import type { PayCoin } from '../../../domain/wallet/coins';
import type { Network } from '../../../domain/wallet/networks';
import { groupThousands, toDecimalString } from '../../../domain/precision';
import { useQrCode } from '../../shared/qr-code';
import { depositMessages, minimumText, onlyNetworkText } from './deposit.messages';
import { useCopy } from '../../shared/use-copy';
import type { DepositScreenView } from './use-deposit-screen';

/** One row of choices as toggle buttons: keyboard reachable, pressed state announced. */
function Choices<T extends string>(props: {
  label: string;
  options: readonly T[];
  value: T;
  choose: (value: T) => void;
  testId: string;
}) {
  return (
    <div className="dp-choices" role="group" aria-label={props.label}>
      <span className="dp-label">{props.label}</span>
      <div className="dp-chips">
        {props.options.map((option) => (
          <button
            key={option}
            type="button"
            className="dp-chip"
            aria-pressed={option === props.value}
            onClick={() => props.choose(option)}
            data-testid={`${props.testId}-${option}`}
          >
            {option}
          </button>
        ))}
      </div>
    </div>
  );
}

/** Coin and network, then the address with its QR code, copy button, memo and the rules. */
export function DepositAddressCard({ view }: { view: DepositScreenView }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { address } = view;
  const qr = useQrCode(address?.address ?? null);
  const { state, copiedText, copy } = useCopy();
  const copyLabel = (text: string) =>
    t(copiedText === text && state === 'copied' ? depositMessages.copied : depositMessages.copy);
  return (
    <section className="dp-card" aria-labelledby="dp-address-title" data-testid="deposit-address-card">
      <Choices<PayCoin>
        label={t(depositMessages.coin)}
        options={view.coins}
        value={view.coin}
        choose={view.chooseCoin}
        testId="deposit-coin"
      />
      <Choices<Network>
        label={t(depositMessages.network)}
        options={view.networks}
        value={view.network}
        choose={view.chooseNetwork}
        testId="deposit-network"
      />
      <h2 id="dp-address-title" className="dp-title">
        {t(depositMessages.address)}
      </h2>
      {view.addressError !== null && (
        <p className="dp-error" role="alert">
          {`${t(depositMessages.loadFailed)}: ${view.addressError} `}
          <button type="button" className="dp-link" onClick={view.retryAddress}>
            {t(depositMessages.retry)}
          </button>
        </p>
      )}
      {view.addressLoading && (
        <p className="dp-muted" aria-live="polite">
          {t(depositMessages.loading)}
        </p>
      )}
      {address && (
        <>
          <div className="dp-qr">
            {qr ? (
              <img
                src={qr}
                alt={t(depositMessages.qrAlt)}
                width={176}
                height={176}
                data-testid="deposit-qr"
              />
            ) : (
              <div className="dp-qr__placeholder" aria-hidden="true" />
            )}
          </div>
          <div className="dp-copy-row">
            <code className="dp-address" data-testid="deposit-address">
              {address.address}
            </code>
            <button
              type="button"
              className="dp-button"
              onClick={() => copy(address.address)}
              data-testid="deposit-copy"
            >
              {copyLabel(address.address)}
            </button>
          </div>
          {address.memo !== null && (
            <div className="dp-memo" data-testid="deposit-memo">
              <span className="dp-label">{t(depositMessages.memo)}</span>
              <div className="dp-copy-row">
                <code className="dp-address">{address.memo}</code>
                <button type="button" className="dp-button" onClick={() => copy(address.memo ?? '')}>
                  {copyLabel(address.memo)}
                </button>
              </div>
              <p className="dp-warning">{t(depositMessages.memoWarning)}</p>
            </div>
          )}
          {state === 'failed' && (
            <p className="dp-error" role="alert">
              {t(depositMessages.copyFailed)}
            </p>
          )}
          <ul className="dp-notes" data-testid="deposit-notes">
            <li>{t(onlyNetworkText, { coin: address.coin, network: address.network })}</li>
            <li>
              {t(minimumText, {
                amount: groupThousands(toDecimalString(address.minDeposit)),
                coin: address.coin,
              })}
            </li>
            <li>{t(depositMessages.confirmationsNote)}</li>
          </ul>
        </>
      )}
    </section>
  );
}

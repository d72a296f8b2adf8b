import type { ActorRefFrom } from 'xstate';
import { useIntl } from 'react-intl';
import type { SimulateDepositFormMachine } from '../../../application/deposit/simulate-deposit-form';
import type { PayCoin } from '../../../domain/wallet/coins';
import { MAX_AMOUNT_LENGTH } from '../../../domain/precision';
import { depositMessages } from './deposit.messages';
import { useSimulateDeposit } from './use-simulate-deposit';

interface Props {
  form: ActorRefFrom<SimulateDepositFormMachine>;
  coin: PayCoin;
}

/** Demo mode only, and labelled so: simulated coins sent to the address shown. */
export function SimulateDeposit({ form, coin }: Props) {
  const t = useIntl().formatMessage;
  const simulation = useSimulateDeposit(form);
  return (
    <section className="dp-card dp-demo" aria-labelledby="dp-demo-title" data-testid="deposit-simulate">
      <h2 id="dp-demo-title" className="dp-title">
        <span className="dp-demo__badge">DEMO</span> {t(depositMessages.simulateTitle)}
      </h2>
      <p className="dp-muted">{t(depositMessages.simulateNote)}</p>
      <form
        className="dp-copy-row"
        onSubmit={(event) => {
          event.preventDefault();
          simulation.send();
        }}
      >
        <label className="dp-field">
          <span className="dp-label">{`${t(depositMessages.simulateAmount)} (${coin})`}</span>
          <input
            inputMode="decimal"
            autoComplete="off"
            maxLength={MAX_AMOUNT_LENGTH}
            value={simulation.amount}
            onChange={(event) => simulation.change(event.target.value)}
            aria-invalid={simulation.problem !== null}
            data-testid="deposit-simulate-amount"
          />
        </label>
        <button
          type="submit"
          className="dp-button dp-button--primary"
          disabled={simulation.sending}
          aria-busy={simulation.sending}
        >
          {t(simulation.sending ? depositMessages.simulating : depositMessages.simulate)}
        </button>
      </form>
      {simulation.problem !== null && (
        <p className="dp-error" role="alert">
          {simulation.problem}
        </p>
      )}
    </section>
  );
}

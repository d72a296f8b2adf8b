import { useIntl } from 'react-intl';
import type { AddressPart } from '../../../../domain/withdraw/address-poisoning';
import type { WithdrawScreenView } from './use-withdraw-screen';
import { savedAsText, withdrawLookalikeMessages as messages } from './withdraw-lookalike.messages';

/** An address with the characters that differ from the other one marked. */
function MarkedAddress({ parts, testId }: { parts: readonly AddressPart[]; testId: string }) {
  return (
    <code className="wd-address wf-lookalike__address" data-testid={testId}>
      {parts.map((part, i) =>
        part.differs ? <mark key={i}>{part.text}</mark> : <span key={i}>{part.text}</span>,
      )}
    </code>
  );
}

/**
 * The confirmation's lookalike warning: the address sent to beside the known one it imitates,
 * differences marked, and the tick without which Confirm stays off.
 */
export function WithdrawLookalike({ view }: { view: WithdrawScreenView }) {
  const t = useIntl().formatMessage;
  const { lookalike } = view;
  if (lookalike === null) return null;
  return (
    <div
      className="wd-warning wf-lookalike"
      role="group"
      aria-labelledby="wf-lookalike-title"
      data-testid="withdraw-confirm-lookalike"
    >
      <strong id="wf-lookalike-title">{t(messages.title)}</strong>
      <div className="wf-lookalike__pair">
        <div className="wf-lookalike__side">
          <span>{t(messages.typed)}</span>
          <MarkedAddress parts={lookalike.typed} testId="withdraw-lookalike-typed" />
        </div>
        <div className="wf-lookalike__side">
          <span>
            {lookalike.label === null ? t(messages.past) : t(savedAsText, { label: lookalike.label })}
          </span>
          <MarkedAddress parts={lookalike.known} testId="withdraw-lookalike-known" />
        </div>
      </div>
      <label className="wf-lookalike__check">
        <input
          type="checkbox"
          checked={view.acknowledged}
          onChange={(event) => view.acknowledge(event.target.checked)}
          data-testid="withdraw-lookalike-acknowledge"
        />
        {t(messages.acknowledge)}
      </label>
    </div>
  );
}
